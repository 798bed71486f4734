/**
 * The valuation as the device keeps it (search-watchlist-detail.md §3 'Local storage items': trade-in
 * valuation) and as POST /api/miscellaneous receives it (§7 'Save valuation'). Free of zod: the page's script
 * imports it, and the body's schema (save-valuation-body.ts) stays on the server.
 */
export const VALUATION_STORAGE_KEY = "forecourt:trade-in-valuation";

export interface SavedValuation {
  reference: number;
  car: string;
  offer_price: number;
  expires_at: string;
}
