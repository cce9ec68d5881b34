import { type ComponentType, useEffect, useState } from "react";

/**
 * A component whose code is fetched in the browser, after hydration, once `wanted` is true, and
 * kept for later: for heavy parts a page shows only sometimes (the rich editor, a drawer), so the
 * page's start-up scripts leave them out (issue 15). Undefined until loaded; the server never has it.
 * No React.lazy/Suspense: a lazy component inside a streamed Suspense boundary kept its fallback in
 * Chromium.
 */
export function useLoadedComponent<P>(load: () => Promise<ComponentType<P>>, wanted = true): ComponentType<P> | undefined {
  const cache = loaded.get(load) as ComponentType<P> | undefined;
  const [component, setComponent] = useState<ComponentType<P> | undefined>(undefined);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    if (cache) setComponent(() => cache);
    else
      load().then((c) => {
        loaded.set(load, c);
        if (live) setComponent(() => c);
      });
    return () => {
      live = false;
    };
  }, [wanted, component, cache, load]);
  return component;
}

const loaded = new Map<() => Promise<unknown>, unknown>();
