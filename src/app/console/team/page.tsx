import type { Metadata } from "next";
import { TeamScreen } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Team" };

export default async function TeamRoute({ searchParams }: { searchParams: Promise<{ outcome?: string | string[] }> }) {
  const { outcome } = await searchParams;
  return <TeamScreen outcome={typeof outcome === "string" ? outcome : undefined} />;
}
