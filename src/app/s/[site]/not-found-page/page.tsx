import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { NOT_FOUND_HEADER } from "@/platform/http/request-rules";
import SiteNotFound from "@/app/s/[site]/not-found";

// Reads the request: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * The site's not-found page, rendered in its layout for a path whose own page answered 404 without it (a page from
 * the page cache: front-door-server.ts repairNotFoundShell), answered 404. Asked for directly, it does not exist.
 */
export default async function NotFoundPage() {
  if ((await headers()).get(NOT_FOUND_HEADER) !== "1") notFound();
  return <SiteNotFound />;
}
