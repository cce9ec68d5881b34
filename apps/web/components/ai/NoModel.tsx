/** Said plainly where generation would be: no model is connected, and what still works. */
export function NoModel({ what = "AI 生成" }: { what?: string }) {
  return (
    <div className="ai-nomodel" role="status">
      <strong>本站尚未接入大模型服务，{what}暂不可用。</strong>
      <span>您仍可在下方检索本站标准、政策和论文中的相关条文，作为写作的依据。管理员配置 LLM_BASE_URL、LLM_MODEL 后即可使用。</span>
    </div>
  );
}
