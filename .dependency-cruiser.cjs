/**
 * The layers of DESIGN.md, held by a machine (run by `npm test` as `npm run lint:layers`):
 * domain <- platform <- features <- screens <- app; ui beside them; pure rule files free of frameworks and data.
 * Screens are the composition floor: the pages that assemble several features into a route.
 */
const PURE_RULE_FILE = "^src/(domain|features)/.+\\.ts$";
const NOT_PURE = "(\\.server\\.ts|\\.db\\.ts|\\.test\\.ts)$|/(components|testing)/";

module.exports = {
  forbidden: [
    {
      name: "platform-imports-no-feature",
      comment: "platform is infrastructure under the features: it never imports one (use src/domain for shared types)",
      severity: "error",
      from: { path: "^src/platform/" },
      to: { path: "^src/features/" },
    },
    {
      name: "domain-imports-no-layer",
      comment: "the domain vocabulary is the base layer: it imports no platform, feature, ui or route",
      severity: "error",
      from: { path: "^src/domain/" },
      to: { path: "^src/(platform|features|screens|ui|app)/" },
    },
    {
      name: "features-import-no-route",
      comment: "routes call features, never the other way round",
      severity: "error",
      from: { path: "^src/features/" },
      to: { path: "^src/app/" },
    },
    {
      name: "features-import-features-through-their-entry",
      comment:
        "a feature uses another only through its public face (index.ts, or index.server.ts for server-only parts); " +
        "what lies behind it may change without the other noticing. Test builders (testing/) are open to tests.",
      severity: "error",
      from: { path: "^src/features/([^/]+)/" },
      to: {
        path: "^src/features/([^/]+)/",
        pathNot: ["^src/features/$1/", "^src/features/[^/]+/index(\\.server)?\\.ts$", "^src/features/[^/]+/testing/"],
      },
    },
    {
      name: "features-import-no-screen",
      comment: "screens compose features into pages; a feature holds its own rules and components and never a screen",
      severity: "error",
      from: { path: "^src/features/" },
      to: { path: "^src/screens/" },
    },
    {
      name: "only-routes-import-screens",
      comment: "a screen is a page's body: only the routes in src/app (and other screens) import one",
      severity: "error",
      from: { path: "^src/(domain|platform|ui)/|^(demo|scripts|bench)/" },
      to: { path: "^src/screens/" },
    },
    {
      name: "screens-import-no-route",
      comment: "routes call screens, never the other way round",
      severity: "error",
      from: { path: "^src/screens/" },
      to: { path: "^src/app/" },
    },
    {
      name: "ui-imports-no-feature-or-route",
      comment: "ui holds shared presentational primitives only",
      severity: "error",
      from: { path: "^src/ui/" },
      to: { path: "^src/(features|screens|app)/" },
    },
    {
      name: "pure-rules-import-no-framework-or-database",
      comment:
        "a rule file (*.ts that is not .server, .db or a test) is pure: no next, react, drizzle-orm or database module",
      severity: "error",
      from: { path: PURE_RULE_FILE, pathNot: NOT_PURE },
      to: {
        path: "(^node_modules/(next|react|react-dom|drizzle-orm|pg|@electric-sql/pglite|server-only)/)|(^src/platform/db/)",
        pathNot: "^src/platform/db/schema/",
      },
    },
    {
      name: "product-imports-no-demo",
      comment:
        "the demo dealers' data is for seeding and tests only: product code never imports demo/ (tests and testing helpers may)",
      severity: "error",
      from: { path: "^src/", pathNot: NOT_PURE },
      to: { path: "^demo/" },
    },
    {
      name: "pure-rules-import-schema-types-only",
      comment:
        "a rule file may derive its types from the schema's tables (import type: nothing of it runs), never load the schema",
      severity: "error",
      from: { path: PURE_RULE_FILE, pathNot: NOT_PURE },
      to: { path: "^src/platform/db/schema/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    exclude: { path: "(^|/)(\\.next|node_modules|\\.data)/" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
