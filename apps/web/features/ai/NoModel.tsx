/**
 * Said plainly where generation would be: the site has not enabled AI writing, and what still
 * works. In a user's words: the settings that enable it are named in the console (AI 写作工具), not here.
 */
export function NoModel({ what = "AI 写作" }: { what?: string }) {
  return (
    <div className="ai-nomodel" role="status">
      <strong>本站暂未开通 {what}，开通后即可使用。</strong>
      <span>您仍可在下方检索本站标准、政策和论文中的相关条文，作为写作的依据。</span>
    </div>
  );
}

/** The tools page's opening line: it promises a draft only while drafts can be written. */
export function AiToolsIntro({ enabled }: { enabled: boolean }) {
  return (
    <p className="ai-intro">
      {enabled
        ? "为工程建设从业者准备的写作助手：填写项目要点，几十秒得到一份结构完整的初稿。所有内容保存在您的账户中，可随时修改、复制和导出。"
        : "为工程建设从业者准备的写作助手：技术标、施工方案、技术交底、监理日志等常用文书。"}
    </p>
  );
}
