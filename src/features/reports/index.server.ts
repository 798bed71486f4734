export { startReportsWorker } from "./reports-worker.server";
