"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { recordVisit } from "@/features/leads/client/visit-log";

/** Notes each page of the visit on the device, so a lead can say which pages led to it. */
export function VisitTracker() {
  const path = usePathname();
  useEffect(() => {
    recordVisit(window.location.pathname, window.location.search);
  }, [path]);
  return null;
}
