import { parseStockRecord, type StockColumn, type StockRow } from "./stock-csv";
import { stockExportRecord, type StockExportCar } from "./stock-export";

/**
 * Whether a file's row says what the stored car already says: the row against the car's own export, both
 * read by the same column rules (so `$24,990` and `24990`, `yes` and `true` agree). Dealership and location
 * are compared by the caller (a blank location means the primary one). A column the file leaves out that
 * the import keeps (`absent`) takes the stored value. A stored car its export cannot describe is never the same.
 */
export function sameStock(row: StockRow, car: StockExportCar, absent: readonly StockColumn[] = []): boolean {
  const stored = parseStockRecord(stockExportRecord(car));
  if (!stored) return false;
  const incoming: StockRow = { ...row };
  for (const c of absent) (incoming as Record<string, unknown>)[c] = stored[c];
  const strip = (r: StockRow) => JSON.stringify({ ...r, dealership: null, location: null });
  return strip(incoming) === strip(stored);
}
