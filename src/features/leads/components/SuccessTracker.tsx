"use client";

import { useEffect } from "react";

/**
 * After a lead: pushes the analytics event (spec event ids) to the page's dataLayer and keeps the
 * success category on the device (search-watchlist-detail.md §3 'Local storage items'). The same
 * event is already stored on the server with the lead.
 *
 * The event goes once per lead: after pushing it, the `event` parameter is taken out of the page's
 * address, so a reload, or coming back to the page, does not count the lead again.
 */
export function SuccessTracker({ category, eventId }: { category: string; eventId: number | null }) {
  useEffect(() => {
    const url = new URL(window.location.href);
    if (eventId !== null && url.searchParams.get("event") === String(eventId)) {
      (window.dataLayer ??= []).push({ event: "lead_submitted", event_id: eventId, category });
      url.searchParams.delete("event");
      window.history.replaceState(window.history.state, "", url);
    }
    try {
      localStorage.setItem("forecourt:success-category", category);
    } catch {
      // storage disabled
    }
  }, [category, eventId]);
  return null;
}
