import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { deskPlace } from "@/features/lead-desk";
import { StockCarPage } from "@/features/stock-desk/index.server";
import { requireStaff } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Car" };

export default async function StockCarRoute({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  return <StockCarPage place={place} id={(await params).id} query={await searchParams} />;
}
