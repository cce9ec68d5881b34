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

/**
 * Modules found in the module graph at the end of the client build, read by the chunk groups below
 * while the chunks are made:
 * - start modules (the `framework` chunk): what every page loads at start, the root route and
 *   everything it and the browser entry import statically (transitively), and the few small modules
 *   every layout but the console's uses (page transition, error meta, head tags, login link);
 * - `chrome`: the public pages' frame, the default and home layouts with their top bar, footer and
 *   chat button, and the page frame (breadcrumb, empty state) nearly every public page uses.
 * A group also takes what its modules import, so a module in `chrome` that the bare layout (login
 * and the like) or the console imported as well would make those pages load the whole chrome: the
 * budget test (apps/web/e2e/shell/js-budget.test.ts) would see it.
 */
const startModules = new Set<string>();
const chromeModules = new Set<string>();
const findStartModules: Plugin = {
  name: "find-start-modules",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  buildEnd() {
    const ids = [...this.getModuleIds()];
    const closure = (from: RegExp, into: Set<string>, except = new Set<string>()) => {
      into.clear();
      const todo = ids.filter((id) => from.test(id));
      while (todo.length) {
        const id = todo.pop() as string;
        if (into.has(id) || except.has(id)) continue;
        into.add(id);
        // Not through a package's index: it names every module of the package, most of which the
        // start does not use (the bundle leaves them out, or puts them with the pages that do).
        if (id.startsWith(packagesDir)) continue;
        todo.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    };
    const web = /[\\/]apps[\\/]web[\\/]/.source;
    // The login link is the contract's (server and web share it), still a start module of the pages.
    const contract = /[\\/]packages[\\/]contract[\\/]src[\\/]/.source;
    closure(
      new RegExp(
        `${web}(entry\\.client\\.tsx|root\\.tsx|layouts/error-meta\\.ts|components/PageTransition\\.tsx|lib/meta\\.ts)$|${contract}login-link\\.ts$`,
      ),
      startModules,
    );
    // The entry itself stays in its own chunk: its code hydrates the page, and must run only when the
    // page's inline script imports it last, after setting the router's globals. In the framework
    // chunk it ran as soon as the root route was imported, before them, and a page whose modules took
    // longer to load failed to hydrate ("You must be using the SSR features of React Router").
    for (const id of startModules) if (/[\\/]entry\.client\.tsx$/.test(id)) startModules.delete(id);
    closure(new RegExp(`${web}(layouts/(default|home)|components/PageFrame)\\.tsx$`), chromeModules, startModules);
  },
};

/**
 * The scripts of each module the pages import on demand (`import("./PointsPanel")`), for the server:
 * a page that renders such a module into its HTML (个人中心's open tab) names its scripts in
 * modulepreload links, so the browser fetches them with the page's own instead of one after another.
 * Collected from the client bundle, given to the server bundle as `virtual:lazy-chunks`: an object
 * from the module's path under apps/web (`features/points/PointsPanel.tsx`) to the `/assets/…`
 * files it needs, its own chunk first and the chunks it imports after it. Empty in development.
 */
const lazyChunks: Record<string, string[]> = {};
const LAZY_CHUNKS_ID = "virtual:lazy-chunks";
const webDir = path.join(here, "apps/web") + path.sep;
const collectLazyChunks: Plugin = {
  name: "collect-lazy-chunks",
  apply: "build",
  applyToEnvironment: (environment) => environment.name === "client",
  generateBundle(_options, bundle) {
    const byFile = new Map(Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [[c.fileName, c] as const] : [])));
    for (const chunk of byFile.values()) {
      if (!chunk.isDynamicEntry || !chunk.facadeModuleId?.startsWith(webDir)) continue;
      const files: string[] = [];
      const todo = [chunk.fileName];
      while (todo.length) {
        const file = todo.shift() as string;
        if (files.includes(file)) continue;
        files.push(file);
        todo.push(...(byFile.get(file)?.imports ?? []));
      }
      lazyChunks[path.relative(webDir, chunk.facadeModuleId).split(path.sep).join("/")] = files.map((f) => `/${f}`);
    }
  },
};
const provideLazyChunks: Plugin = {
  name: "provide-lazy-chunks",
  resolveId: (id) => (id === LAZY_CHUNKS_ID ? `\0${LAZY_CHUNKS_ID}` : null),
  load: (id) => (id === `\0${LAZY_CHUNKS_ID}` ? `export default ${JSON.stringify(lazyChunks)};` : null),
};

const ANTD_BASE =
  /[\\/]node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/]util|rc-util|antd[\\/](es|locale)[\\/](config-provider|_util|theme|locale|style|version|zh_CN))[\\/.]/;

export default defineConfig({
  plugins: [ownPackagesStayExternal, findStartModules, collectLazyChunks, provideLazyChunks, reactRouter()],
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
                // Our own start-up modules (entry, root and what they import) join it: every page
                // loads them too, and as ~15 small files each paid its own gzip header and lost the
                // shared compression context.
                {
                  name: "framework",
                  test: (id) => /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id) || startModules.has(id),
                  priority: 20,
                },
                { name: "chrome", test: (id) => chromeModules.has(id), priority: 10 },
                // What every antd component needs (its configuration, theme, style engine, locale,
                // utilities): one file for every page that shows antd.
                { name: "antd-base", test: (id) => ANTD_BASE.test(id), priority: 5 },
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
