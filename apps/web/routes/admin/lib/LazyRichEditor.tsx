import { type ComponentProps, type ComponentType, useEffect, useState } from "react";

type Props = ComponentProps<typeof import("./RichEditor").RichEditor>;

let loaded: ComponentType<Props> | undefined;
const load = () => import("./RichEditor").then((m) => (loaded = m.RichEditor));

/**
 * The rich editor (TipTap, ~130 KB gzip) loaded on its own, so the form around it hydrates without
 * waiting for it. TipTap starts in the browser only (immediatelyRender: false), so the server and the
 * first browser render both show a placeholder of the toolbar's height; the editor's code is imported
 * after hydration (useEffect) and replaces it. No Suspense: a lazy component inside a streamed
 * Suspense boundary kept the fallback in Chromium. Same props as RichEditor.
 */
export function RichEditor(props: Props) {
  const [Editor, setEditor] = useState<ComponentType<Props> | undefined>(undefined);
  useEffect(() => {
    let live = true;
    if (loaded) setEditor(() => loaded);
    else load().then((c) => live && setEditor(() => c));
    return () => {
      live = false;
    };
  }, []);
  return Editor ? <Editor {...props} /> : <div className="admin-editor admin-editor-loading" aria-busy="true" />;
}
