/**
 * The models feature's public face: the rules, types and components other features may use, all safe in the
 * browser. Server-only parts are in ./index.server.ts. Other features import only these two files (npm run lint:layers).
 */
export { modelStockHref } from "./model-list";
export { modelMenuTabs, modelMenuTiles, modelStatusLabel, tileVisibilityCss, type ModelMenuTab } from "./model-menu";
export { modelRouteAt } from "./model-paths";
