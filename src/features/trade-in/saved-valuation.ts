/**
 * The valuation as the device keeps it in local storage
 * and as POST /api/miscellaneous receives it. Free of zod: the page's script
 * imports it, and the body's schema (save-valuation-body.ts) stays on the server.
 */
export const VALUATION_STORAGE_KEY = "forecourt:trade-in-valuation";

export interface SavedValuation {
  reference: number;
  car: string;
  offer_price: number;
  expires_at: string;
}
