import type { SidebarButton } from "./sidebar-buttons";

/**
 * The one action a phone shows on the vehicle page's first screen, beside the price: the sidebar's own button,
 * not a new one. Reserving (or buying online) where the car can be, since that is the step a ready buyer takes;
 * otherwise Enquire. A car with no buttons (sold) has none, and the 'being reserved' note is not an action.
 */
const PREFERENCE: readonly SidebarButton["id"][] = ["reserve", "online-purchase", "enquire"];

export function firstScreenAction(buttons: readonly SidebarButton[]): SidebarButton | null {
  for (const id of PREFERENCE) {
    const found = buttons.find((b) => b.id === id && b.href !== null);
    if (found) return found;
  }
  return null;
}
