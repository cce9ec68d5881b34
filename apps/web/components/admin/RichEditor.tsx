import Image from "@tiptap/extension-image";
import Link from "@tiptap/extension-link";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Button, Tooltip } from "antd";
import { useEffect, useRef } from "react";
import { withAntdScope } from "~/components/AntdScope";
import { toast } from "~/lib/toast";
import { uploadFile } from "./api";

/**
 * The article body editor (TipTap). It produces plain HTML; the server sanitizes it with the same
 * allowlist the public pages rely on, so anything the editor might let through is dropped on save.
 */
function RichEditorBody({
  value,
  onChange,
  uploads = true,
}: {
  value?: string;
  onChange?: (html: string) => void;
  /** Image and PDF buttons: they upload through the console's file API, so staff only. */
  uploads?: boolean;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const attachInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3, 4] } }),
      Link.configure({ openOnClick: false, protocols: ["http", "https", "mailto", "tel"] }),
      Image,
    ],
    content: value ?? "",
    // The page is rendered on the server; the editor starts in the browser only.
    immediatelyRender: false,
    onUpdate: ({ editor: e }) => onChange?.(e.getHTML()),
  });
  // A form reset or a loaded record replaces the content; typing does not loop back here.
  useEffect(() => {
    if (editor && value !== undefined && value !== editor.getHTML()) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullet: e?.isActive("bulletList") ?? false,
      ordered: e?.isActive("orderedList") ?? false,
      quote: e?.isActive("blockquote") ?? false,
      link: e?.isActive("link") ?? false,
    }),
  });

  const chain = () => editor?.chain().focus();
  const setLink = () => {
    const href = window.prompt("链接地址（http:// 或 https:// 开头，留空则取消链接）", editor?.getAttributes("link").href ?? "");
    if (href === null) return;
    if (!href.trim()) return void chain()?.extendMarkRange("link").unsetLink().run();
    if (!/^(https?:\/\/|mailto:|tel:|\/)/i.test(href.trim()))
      return toast("error", "链接地址须以 http://、https://、mailto:、tel: 或 / 开头");
    chain()?.extendMarkRange("link").setLink({ href: href.trim() }).run();
  };
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const url = await uploadFile(file);
    if (url)
      chain()
        ?.setImage({ src: url, alt: file.name.replace(/\.[^.]+$/, "") })
        .run();
    if (fileInput.current) fileInput.current.value = "";
  };

  // A PDF attachment becomes a link at the cursor, named after the file.
  const onAttachment = async (file: File | undefined) => {
    if (!file) return;
    const url = await uploadFile(file);
    const name = file.name.replace(/[<>"]/g, "").slice(0, 80) || "附件";
    if (url)
      chain()
        ?.insertContent({ type: "text", text: name, marks: [{ type: "link", attrs: { href: url } }] })
        .run();
    if (attachInput.current) attachInput.current.value = "";
  };

  const btn = (label: string, title: string, active: boolean | undefined, run: () => void) => (
    <Tooltip title={title}>
      <Button size="small" type={active ? "primary" : "text"} onClick={run} aria-label={title}>
        {label}
      </Button>
    </Tooltip>
  );
  return (
    <div className="admin-editor">
      <div className="admin-editor-bar">
        {btn("B", "加粗", state?.bold, () => chain()?.toggleBold().run())}
        {btn("I", "斜体", state?.italic, () => chain()?.toggleItalic().run())}
        {btn("H2", "二级标题", state?.h2, () => chain()?.toggleHeading({ level: 2 }).run())}
        {btn("H3", "三级标题", state?.h3, () => chain()?.toggleHeading({ level: 3 }).run())}
        {btn("•", "无序列表", state?.bullet, () => chain()?.toggleBulletList().run())}
        {btn("1.", "有序列表", state?.ordered, () => chain()?.toggleOrderedList().run())}
        {btn("“", "引用", state?.quote, () => chain()?.toggleBlockquote().run())}
        {btn("链接", "插入或修改链接", state?.link, setLink)}
        {uploads && btn("图片", "上传图片（PNG、JPEG、GIF、WebP，不超过 5 MB）", false, () => fileInput.current?.click())}
        {uploads && btn("附件", "上传 PDF 附件（不超过 5 MB）", false, () => attachInput.current?.click())}
        {btn("撤销", "撤销", false, () => chain()?.undo().run())}
        {btn("重做", "重做", false, () => chain()?.redo().run())}
      </div>
      <input
        ref={fileInput}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        style={{ display: "none" }}
        onChange={(e) => onFile(e.target.files?.[0])}
      />
      <input
        ref={attachInput}
        type="file"
        accept="application/pdf"
        style={{ display: "none" }}
        onChange={(e) => onAttachment(e.target.files?.[0])}
      />
      <EditorContent editor={editor} />
    </div>
  );
}

/** Fetched after hydration (LazyRichEditor), also by pages that load no antd of their own: it brings its own scope. */
export const RichEditor = withAntdScope(RichEditorBody);
