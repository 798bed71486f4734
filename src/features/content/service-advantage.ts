import type { ServicePlan } from "@/platform/content/content-schema";

/** The default plan of the service-advantage table. */
export const DEFAULT_SERVICE_PLAN: ServicePlan = {
  pricePerService: 250,
  services: 5,
  years: 5,
  intervalMonths: 12,
  intervalKm: 15_000,
  maxKm: 75_000,
};

export interface ServiceAdvantageRow {
  model: string;
  price: string;
  services: string;
  term: string;
  interval: string;
  maxKm: string;
}

const number = new Intl.NumberFormat("en-AU");

function row(model: string, plan: ServicePlan): ServiceAdvantageRow {
  return {
    model,
    price: `$${number.format(plan.pricePerService)}`,
    services: String(plan.services),
    term: `${plan.years} years`,
    interval: `Every ${plan.intervalMonths} months or ${number.format(plan.intervalKm)} km`,
    maxKm: `${number.format(plan.maxKm)} km`,
  };
}

/**
 * The service-advantage table: the standard plan first (the block's own, else the spec's default of
 * $250, 5 services, 5 years, every 12 months or 15,000 km, 75,000 km), then each model's own values.
 */
export function serviceAdvantageRows(block: {
  standard?: ServicePlan;
  models: readonly (ServicePlan & { model: string })[];
}): ServiceAdvantageRow[] {
  return [row("All other models", block.standard ?? DEFAULT_SERVICE_PLAN), ...block.models.map((m) => row(m.model, m))];
}
