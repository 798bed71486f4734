import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { deskPlace, deskTimeZone } from "@/features/lead-desk";
import { TradeInPage } from "@/features/reservation-desk/index.server";
import { requireStaff } from "@/features/staff/index.server";
import { siteConfig } from "@/platform/site/site-registry.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Trade-in" };

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ outcome?: string | string[] }>;
}) {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  const timeZone = deskTimeZone(place.sites.map((site) => siteConfig(site.slug)?.timeZone));
  return (
    <TradeInPage place={place} id={(await params).id} outcome={(await searchParams).outcome} timeZone={timeZone} />
  );
}
