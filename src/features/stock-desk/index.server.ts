/**
 * The stock desk's public face on the server: the console's stock list, car page and CSV export. Other features
 * for the bench. Other features and the routes import this file or ./index.ts, never a file behind them.
 */
export { StockList } from "./components/StockList";
export { StockCarPage } from "./components/StockCarPage";
export { stockCsvResponse } from "./stock-export.server";
