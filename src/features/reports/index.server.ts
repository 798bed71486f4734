export { startReportsWorker } from "./reports-worker.server";
export { ReportScreen } from "./components/ReportScreens";
export { reportCsvResponse } from "./report-csv.server";
