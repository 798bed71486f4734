import type { ReactNode } from "react";
import { soldMessage } from "@/features/vehicle/detail-rules";

/**
 * In place of the action buttons for a car that is no longer available: the SOLD notice and the
 * Find Me Something Similar form.
 */
export function SoldPanel({ itemType, children }: { itemType: "car" | "motorcycle" | "caravan"; children: ReactNode }) {
  return (
    <div className="rounded-lg border-2 border-red-700 p-4">
      <div role="status">
        <p className="text-lg font-bold text-red-800">SOLD</p>
        <p className="mt-1">{soldMessage(itemType)}</p>
      </div>
      <div className="mt-4">{children}</div>
    </div>
  );
}
