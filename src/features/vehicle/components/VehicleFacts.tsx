import type { SiteConfig } from "@/platform/site/config-schema";
import { vehicleFacts, type FactsInput } from "@/features/vehicle/vehicle-facts";

export function VehicleFacts({
  car,
  config,
  address = null,
}: {
  car: FactsInput;
  config: SiteConfig;
  address?: string | null;
}) {
  const rows = vehicleFacts(car, {
    showComplianceDate: config.features.showComplianceDate,
    showInteriorColour: config.features.showInteriorColour,
    address,
  });
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-8 gap-y-2 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.label} className="flex justify-between gap-4 border-b border-gray-100 py-1">
          <dt className="text-gray-700">{row.label}</dt>
          <dd className="text-right font-medium">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
