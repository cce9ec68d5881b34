import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

const here = path.dirname(new URL(import.meta.url).pathname);
export const aliases = {
  "@portal/db": path.join(here, "packages/db/src"),
  "@portal/core": path.join(here, "packages/core/src"),
  "@portal/contract": path.join(here, "packages/contract/src"),
  "@portal/text": path.join(here, "packages/text/src"),
  "~": path.join(here, "apps/web"),
};

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: aliases },
  build: { assetsInlineLimit: 0 },
});
