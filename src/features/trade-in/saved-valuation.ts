import { z } from "zod";

/**
 * The valuation as the device keeps it (search-watchlist-detail.md §3 'Local storage items': trade-in
 * valuation) and as POST /api/miscellaneous receives it (§7 'Save valuation': the valuation result,
 * plus column_name 'valuation' on the sites that send it).
 */
export const VALUATION_STORAGE_KEY = "forecourt:trade-in-valuation";

export interface SavedValuation {
  reference: number;
  car: string;
  offer_price: number;
  expires_at: string;
}

export const saveValuationBody = z.strictObject({
  valuation: z.strictObject({
    reference: z.number({ error: "valuation.reference must be the valuation's number" }).int().positive(),
    car: z.string().max(200),
    offer_price: z.number({ error: "valuation.offer_price must be a number" }).int().min(0),
    expires_at: z.iso.datetime({ error: "valuation.expires_at must be an ISO date-time" }),
  }),
  column_name: z.literal("valuation", { error: "column_name must be 'valuation'" }).optional(),
});
