import { toast } from "@/ui/toast-store";
import { removedToast, SAVE_CAR_EVENT_ID, savedToast, WATCHLIST_PATH } from "@/features/watchlist/watchlist-rules";

/**
 * What the shopper sees and analytics hears once a save or removal has succeeded, wherever the car is
 * kept (a toast with a View List action; event 39 on save).
 */
export function announceChange(car: { id: number; name: string }, saved: boolean): void {
  const copy = saved ? savedToast(car.name) : removedToast(car.name);
  toast({ ...copy, action: { label: "View List", href: WATCHLIST_PATH } });
  if (saved) (window.dataLayer ??= []).push({ event: "save_car", event_id: SAVE_CAR_EVENT_ID, car_id: car.id });
}
