// The boundaries of issue 31 and ADR 0032, checked by `npm run boundaries` (and by the test suite).
// Today's violations are listed in .dependency-cruiser-known-violations.json: the check fails on any
// new one, and the list may only shrink (regenerate it with `npm run boundaries -- --baseline`).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "A cycle ties every module in it together: none may be loaded, tested or moved alone.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "server-not-into-web",
      comment: "The server serves the web build; it never imports the web app's source.",
      severity: "error",
      from: { path: "^apps/server/" },
      to: { path: "^apps/web/" },
    },
    {
      name: "core-domain-through-index",
      comment:
        "A core domain uses another only through that domain's index.ts (its permission-checked verbs) or the kernel (files at the top of core/src).",
      severity: "error",
      from: { path: "^packages/core/src/([^/]+)/" },
      // core/src/testing/ holds test kits every domain's tests share (a fake model server); no domain.
      to: {
        path: "^packages/core/src/[^/]+/",
        pathNot: ["^packages/core/src/$1/", "^packages/core/src/[^/]+/index\\.ts$", "^packages/core/src/testing/"],
      },
    },
    {
      name: "no-test-kits-in-production",
      comment: "Fakes and test kits are for tests: production code cannot reach them.",
      severity: "error",
      from: { pathNot: ["\\.test\\.tsx?$", "/e2e/", "/testing/", "(^|/)testing\\.ts$", "testkit", "^scripts/", "/fake-"] },
      to: { path: ["/testing/", "testkit", "/fake-[^/]+$", "fanout-peer"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["node_modules", "^build/", "^\\.tmp/", "\\.react-router/", "/\\+types/"] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    skipAnalysisNotInRules: true,
  },
};
