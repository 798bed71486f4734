"use client";

import { useEffect } from "react";

/**
 * Call the dealer (event 25): a tap on any tel: link is pushed to the dataLayer and told to the
 * server with a beacon (kept with the other lead events), naming the car when the link is on a car's page.
 */
export function CallTracker() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href^="tel:"]');
      if (!link) return;
      const carId =
        Number(
          link.closest("[data-car-id]")?.getAttribute("data-car-id") ??
            document.querySelector("[data-car-id]")?.getAttribute("data-car-id"),
        ) || null;
      (window.dataLayer ??= []).push({ event: "call", event_id: 25, car_id: carId });
      navigator.sendBeacon?.(
        "/api/events",
        new Blob([JSON.stringify({ event_id: 25, car_id: carId })], { type: "application/json" }),
      );
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);
  return null;
}
