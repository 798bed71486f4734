import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { isNotFoundKind, NOT_FOUND_HEADER } from "@/platform/http/request-rules";
import SiteNotFound from "@/app/s/[site]/not-found";
import VehicleNotFound from "@/app/s/[site]/cars/[slug]/not-found";

// Reads the request: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * The not-found page for a path (a vehicle's own under /cars/{slug}, else the site's: request-rules.ts notFoundKind),
 * rendered in the site's layout for a path whose own page answered 404 without it (front-door-server.ts
 * repairNotFoundShell), answered 404. Asked for directly, it does not exist.
 */
export default async function NotFoundPage() {
  const kind = (await headers()).get(NOT_FOUND_HEADER);
  if (!isNotFoundKind(kind)) notFound();
  return kind === "vehicle" ? <VehicleNotFound /> : <SiteNotFound />;
}
