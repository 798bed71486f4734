/**
 * The stock specials' public face on the server: a car's price specials (made, listed, cancelled in the console);
 * its worker (special-worker.server.ts) is started by the server's instrumentation. Routes import only this file.
 */
export { CarSpecialsPage, ScopeSpecialsPage } from "./special-pages.server";
/** The process's timer that lands the next special's start or end at its instant (every server process arms one). */
export { armSpecialTimer } from "./special-worker.server";
