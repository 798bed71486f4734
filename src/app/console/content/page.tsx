import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ContentDesk } from "@/features/content-desk/index.server";
import { deskPlace } from "@/features/lead-desk";
import { requireStaff } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Content" };

export default async function ContentRoute() {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  return <ContentDesk place={place} />;
}
