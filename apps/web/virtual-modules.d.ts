/** Filled in by vite.config.ts from the client build: on-demand module → its scripts (lib/lazy-chunks.server.ts). */
declare module "virtual:lazy-chunks" {
  const chunks: Record<string, string[]>;
  export default chunks;
}
