/**
 * The stock specials' public face on the server: a car's price specials (made, listed, cancelled in the console) and
 * the worker that starts and ends them at their instants. Other features and routes import only this and ./index.ts.
 */
export { CarSpecialsPage, ScopeSpecialsPage } from "./special-pages.server";
export { startSpecialsWorker } from "./special-worker.server";
