import { type ComponentProps, lazy, Suspense } from "react";

const Editor = lazy(() => import("./RichEditor").then((m) => ({ default: m.RichEditor })));

/**
 * The rich editor (TipTap, ~130 KB gzip) loaded on its own, so the form around it hydrates without
 * waiting for it. The server renders the editor as before (toolbar and an empty body: TipTap starts
 * in the browser only); the browser keeps that markup until the editor's code has arrived, so
 * nothing moves. Same props as RichEditor.
 */
export function RichEditor(props: ComponentProps<typeof import("./RichEditor").RichEditor>) {
  return (
    <Suspense fallback={<div className="admin-editor admin-editor-loading" />}>
      <Editor {...props} />
    </Suspense>
  );
}
