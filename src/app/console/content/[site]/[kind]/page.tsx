import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DocumentPage } from "@/features/content-desk/index.server";
import { deskPlace } from "@/features/lead-desk";
import { requireStaff } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Content" };

export default async function ContentDocumentRoute({
  params,
  searchParams,
}: {
  params: Promise<{ site: string; kind: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  const { site, kind } = await params;
  return <DocumentPage place={place} site={site} kind={kind} query={await searchParams} />;
}
