import type { ReactNode } from "react";
import type { SidebarButton } from "@/features/vehicle/sidebar-buttons";
import { ActionButtons } from "./VehicleSidebar";

/**
 * A phone's first screen (below 768 px), right under the compact gallery: the price as the sidebar shows it, the
 * finance line and the one primary action (firstScreenAction), so a shopper sees them without scrolling past the
 * details. A copy of the sidebar's presentation only: no ids and no landmark of its own, and hidden from 768 px,
 * where the page is laid out as before.
 */
export function FirstScreenSummary({
  price,
  priceType,
  finance,
  action,
}: {
  price: string;
  priceType: string | null;
  finance: ReactNode;
  action: SidebarButton | null;
}) {
  return (
    <div className="mt-4 md:hidden" data-testid="first-screen">
      <p className="text-3xl font-bold" data-testid="first-screen-price">
        {price}
      </p>
      {priceType ? <p className="text-gray-700">{priceType}</p> : null}
      {finance}
      {action ? (
        <div className="mt-3" data-testid="first-screen-action">
          <ActionButtons buttons={[action]} />
        </div>
      ) : null}
    </div>
  );
}
