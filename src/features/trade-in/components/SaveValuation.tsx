"use client";
import { useEffect } from "react";
import { VALUATION_STORAGE_KEY, type SavedValuation } from "@/features/trade-in/saved-valuation";

/**
 * Keeps the offer on the device, pushes the trade-in event (18) once per valuation, and saves it with the site (POST /api/miscellaneous). A failure is
 * logged, never shown: the offer is already
 * stored with the lead, so the shopper loses nothing.
 */
export function SaveValuation({ valuation, withColumn }: { valuation: SavedValuation; withColumn: boolean }) {
  useEffect(() => {
    const kept = JSON.stringify(valuation);
    try {
      // The trade-in's analytics event (id 18) counts a valuation once, not every visit to it.
      if (localStorage.getItem(VALUATION_STORAGE_KEY) !== kept)
        (window.dataLayer ??= []).push({ event: "trade_in_valuation", event_id: 18, category: "Trade-In" });
      localStorage.setItem(VALUATION_STORAGE_KEY, kept);
    } catch {
      // storage full or blocked: the server has the valuation
    }
    fetch("/api/miscellaneous", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(withColumn ? { valuation, column_name: "valuation" } : { valuation }),
    })
      .then((res) => (res.ok ? console.info("valuation saved") : console.warn(`valuation save failed: ${res.status}`)))
      .catch((err: unknown) => console.warn(`valuation save failed: ${String(err)}`));
  }, [valuation, withColumn]);
  return null;
}
