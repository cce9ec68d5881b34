import { type ComponentType, type ReactNode, useEffect, useState } from "react";

/** A component in a chunk of its own that the server renders into the HTML (see preloadedComponent). */
export interface PreloadedComponent<P> {
  /** Server: the component, imported statically (from a `.server` module entry.server.tsx imports). */
  register(component: ComponentType<P>): void;
  /** Browser: loads it; awaited before hydrating a page whose HTML shows it. */
  preload(): Promise<void>;
  /** It with its props, or the placeholder while its code is still loading. */
  Slot: ComponentType<P>;
}

/**
 * A part of some pages (the signed-in top bar, 个人中心's tabs) whose code only those pages load,
 * yet which the server renders at once and the browser hydrates without a second look. Not
 * React.lazy in Suspense: a boundary still waiting for its chunk during hydration could, when the
 * page updated, have React hide the server's markup and mount a second copy beside it (seen in CI).
 * Here the browser loads the code first (its scripts named in modulepreload links), so the first
 * render matches the server's and nothing suspends; shown later (a tab chosen), the placeholder
 * stands in until the code is there.
 */
export function preloadedComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  placeholder: ReactNode = null,
): PreloadedComponent<P> {
  let component: ComponentType<P> | undefined;
  const preload = async () => {
    component ??= await load();
  };
  function Slot(props: P) {
    const [, setReady] = useState(0);
    useEffect(() => {
      if (!component) preload().then(() => setReady((n) => n + 1));
    }, []);
    const Loaded = component;
    return Loaded ? <Loaded {...props} /> : placeholder;
  }
  return {
    register: (c) => {
      component = c;
    },
    preload,
    Slot,
  };
}
