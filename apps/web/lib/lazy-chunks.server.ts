import lazyChunks from "virtual:lazy-chunks";

/**
 * The scripts (`/assets/….js`) of modules the pages import on demand, by their path under apps/web
 * (`features/points/PointsPanel.tsx`): what a page names in modulepreload links when its HTML
 * already shows such a module, so the browser fetches them with the page's own scripts rather than
 * after them. Read from the client build (vite.config.ts); none in development.
 */
export function lazyScripts(modules: string[]): string[] {
  return [...new Set(modules.flatMap((m) => lazyChunks[m] ?? []))];
}
