"use client";

import { useEffect } from "react";

/**
 * After a lead: pushes the analytics event (spec event ids) to the page's dataLayer and keeps the
 * success category on the device (search-watchlist-detail.md §3 'Local storage items'). The same
 * event is already stored on the server with the lead.
 */
export function SuccessTracker({ category, eventId }: { category: string; eventId: number | null }) {
  useEffect(() => {
    if (eventId !== null) (window.dataLayer ??= []).push({ event: "lead_submitted", event_id: eventId, category });
    try {
      localStorage.setItem("forecourt:success-category", category);
    } catch {
      // storage disabled
    }
  }, [category, eventId]);
  return null;
}
