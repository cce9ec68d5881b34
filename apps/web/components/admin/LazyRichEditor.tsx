import type { ComponentProps } from "react";
import { useLoadedComponent } from "~/lib/use-after-hydration";

type Props = ComponentProps<typeof import("./RichEditor").RichEditor>;

const load = () => import("./RichEditor").then((m) => m.RichEditor);

/**
 * The rich editor (TipTap, ~130 KB gzip) loaded on its own, so the form around it hydrates without
 * waiting for it. TipTap starts in the browser only (immediatelyRender: false), so the server and the
 * first browser render both show a placeholder of the toolbar's height, which the editor replaces
 * once its code has come. Same props as RichEditor.
 */
export function RichEditor(props: Props) {
  const Editor = useLoadedComponent(load);
  return Editor ? <Editor {...props} /> : <div className="admin-editor admin-editor-loading" aria-busy="true" />;
}
