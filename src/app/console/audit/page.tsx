import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { deskTimeZone } from "@/features/lead-desk";
import { roleMay } from "@/features/staff";
import { AuditLog, requireStaff } from "@/features/staff/index.server";
import { siteConfig } from "@/platform/site/site-registry.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Audit log" };

export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const membership = (await requireStaff()).memberships[0];
  if (!membership || !roleMay(membership.member.role, "audit", "read")) notFound();
  const timeZone = deskTimeZone(membership.sites.map((site) => siteConfig(site.slug)?.timeZone));
  return <AuditLog membership={membership} query={await searchParams} timeZone={timeZone} />;
}
