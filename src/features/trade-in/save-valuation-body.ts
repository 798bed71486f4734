import { z } from "zod";

/** POST /api/miscellaneous's body: the valuation result, plus column_name 'valuation' on the sites that send it. */
export const saveValuationBody = z.strictObject({
  valuation: z.strictObject({
    reference: z.number({ error: "valuation.reference must be the valuation's number" }).int().positive(),
    car: z.string().max(200),
    offer_price: z.number({ error: "valuation.offer_price must be a number" }).int().min(0),
    expires_at: z.iso.datetime({ error: "valuation.expires_at must be an ISO date-time" }),
  }),
  column_name: z.literal("valuation", { error: "column_name must be 'valuation'" }).optional(),
});
