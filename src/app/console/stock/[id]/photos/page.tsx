import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PhotosPage } from "@/features/stock-photos/index.server";
import { requireStaff } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Photos" };

export default async function StockPhotosPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ outcome?: string | string[] }>;
}) {
  const staff = await requireStaff();
  const membership = staff.memberships[0];
  if (!membership) notFound();
  return (
    <PhotosPage
      who={{ userId: staff.userId, member: membership.member }}
      id={(await params).id}
      outcome={(await searchParams).outcome}
    />
  );
}
