import { z } from "zod";
import { isCarSlug } from "@/features/vehicle";

/**
 * The finance pages' query string: preferredDealership,
 * vehiclePriceBudget, car_id, car_type. Each value is checked on its own; a bad one is dropped
 * (the page still works, just without that pre-fill).
 */
const fields = {
  preferredDealership: z.string().regex(/^[a-z0-9-]{1,60}$/),
  vehiclePriceBudget: z.coerce.number().int().min(1).max(10_000_000),
  car_id: z.string().refine(isCarSlug),
  car_type: z.enum(["new", "used", "demo"]),
};

export type FinancePrefill = Partial<{
  preferredDealership: string;
  vehiclePriceBudget: number;
  car_id: string;
  car_type: "new" | "used" | "demo";
}>;

export function financePrefill(query: Record<string, string | string[] | undefined>): FinancePrefill {
  const out: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(fields)) {
    const raw = query[key];
    const parsed = schema.safeParse(
      Array.isArray(raw) ? raw[0] : raw?.replace(/[$,\s]/g, key === "vehiclePriceBudget" ? "" : "$&"),
    );
    if (raw !== undefined && parsed.success) out[key] = parsed.data;
  }
  return out as FinancePrefill;
}
