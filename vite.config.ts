import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const here = path.dirname(new URL(import.meta.url).pathname);
const packagesDir = path.join(here, "packages") + path.sep;
export const aliases = {
  "@portal/db": path.join(here, "packages/db/src"),
  "@portal/core": path.join(here, "packages/core/src"),
  "@portal/contract": path.join(here, "packages/contract/src"),
  "@portal/text": path.join(here, "packages/text/src"),
  "~": path.join(here, "apps/web"),
};

/**
 * The page bundle for the server leaves our own packages out: `@portal/core` becomes `#portal/core`,
 * which package.json's `imports` map points at the compiled server's build/app/core.js. So the server
 * and the pages share one copy of each package (one jieba dictionary, one cache, one AppError class;
 * ADR 0009). The browser bundle still includes what it uses of them.
 */
const ownPackagesStayExternal: Plugin = {
  name: "own-packages-stay-external",
  apply: "build",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "ssr",
  resolveId(source, importer) {
    // Vite's alias step runs first, so `@portal/core` arrives here as packages/core/src.
    if (!importer || importer.startsWith(packagesDir) || !source.startsWith(packagesDir)) return null;
    const [name, ...rest] = path.relative(packagesDir, source).split(path.sep);
    if (rest.join("/") !== "src") throw new Error(`页面只能从包的入口导入（@portal/${name}），不能导入 ${source}`);
    return { id: `#portal/${name}`, external: true };
  },
};

export default defineConfig({
  plugins: [ownPackagesStayExternal, reactRouter()],
  resolve: { alias: aliases },
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Every page loads all of React, React DOM and React Router at start: one file
                // compresses better than the four the automatic split made (~2.5 KB gzip less).
                { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
              ],
            },
          },
        },
      },
    },
  },
  // The page bundle carries antd and its parts instead of loading them from node_modules at start:
  // resolving and compiling ~1,500 CommonJS files was most of a server start (ADR 0009 addendum).
  // React, React Router and dayjs stay external: the server and the pages must share one copy.
  // @emotion/hash is CommonJS with `exports.default`: imported from Node's ESM it is an object, so
  // bundled cssinjs failed with "hash is not a function" on every antd page; bundled, Vite unwraps it.
  ssr: { noExternal: [/^antd(\/|$)/, /^@ant-design\//, /^@rc-component\//, /^rc-/, /^@emotion\//] },
});
