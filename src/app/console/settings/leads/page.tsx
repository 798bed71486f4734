import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { deskPlace } from "@/features/lead-desk";
import { LeadSettings } from "@/features/lead-desk/index.server";
import { requireStaff } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Lead settings" };

export default async function LeadSettingsRoute({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  return <LeadSettings place={place} query={await searchParams} />;
}
