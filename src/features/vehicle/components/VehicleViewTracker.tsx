"use client";

import { useEffect, useState } from "react";
import { addViewedCar, parseViewedCars, type ViewedCar } from "@/features/vehicle/viewed-cars";
import { wholeNumber } from "@/ui/whole-number";

const STORAGE_KEY = "forecourt:viewed-cars";

/**
 * Counts the view (GET view.json), shows the up-to-date view counter, keeps the car in the device's
 * viewed cars, and sends analytics event 4 for a used car's detail view. A failed call shows the
 * server-rendered count (the spec: on a non-ok result nothing is returned).
 */
export function VehicleViewTracker({
  slug,
  initialViews,
  photosCount,
  updatedAt,
  websiteId,
  viewed,
  used,
}: {
  slug: string;
  initialViews: number;
  photosCount: number;
  updatedAt: string;
  websiteId: number;
  viewed: ViewedCar;
  used: boolean;
}) {
  const [views, setViews] = useState(initialViews);
  useEffect(() => {
    const query = new URLSearchParams({
      photos_count: String(photosCount),
      updated_at: updatedAt,
      website_id: String(websiteId),
    });
    fetch(`/cars/${encodeURIComponent(slug)}/view.json?${query}`)
      .then((r) => (r.ok ? (r.json() as Promise<{ views: number }>) : null))
      .then((body) => body && setViews(body.views))
      .catch(() => undefined);
    try {
      localStorage.setItem(
        STORAGE_KEY,
        JSON.stringify(addViewedCar(parseViewedCars(localStorage.getItem(STORAGE_KEY)), viewed)),
      );
    } catch {
      // Storage may be unavailable (private mode); viewed cars are a nicety.
    }
    if (used) (window.dataLayer ??= []).push({ event: "vehicle_view", event_id: 4, car_id: viewed.id });
    // Once per page: the car does not change while it is shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug]);
  return (
    <span data-testid="views">
      {wholeNumber(views)} {views === 1 ? "view" : "views"}
    </span>
  );
}
