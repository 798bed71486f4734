"use client";

import { useEffect, useRef } from "react";

/**
 * After a lead: pushes its analytics event (spec event ids) to the page's dataLayer and keeps the
 * success category on the device. The same
 * event is already stored on the server with the lead.
 *
 * Rendered only when the server has just claimed the lead's single-use success token, with the
 * event and category read from the stored lead, so it pushes what it is given and reads nothing
 * from the address. It no longer takes anything out of the address either: counting once is the
 * server's claim (a reload renders the page without this component), and the token left in the
 * address bar is spent, so a reload, bookmark or shared link shows the general thank-you. Rewriting
 * the address after analytics has read it for its page view would hide nothing.
 */
export function SuccessTracker({ category, eventId }: { category: string; eventId: number }) {
  // React's development Strict Mode runs an effect twice on mount; the event still goes once.
  const pushed = useRef(false);
  useEffect(() => {
    if (pushed.current) return;
    pushed.current = true;
    (window.dataLayer ??= []).push({ event: "lead_submitted", event_id: eventId, category });
    try {
      localStorage.setItem("forecourt:success-category", category);
    } catch {
      // storage disabled
    }
  }, [category, eventId]);
  return null;
}
