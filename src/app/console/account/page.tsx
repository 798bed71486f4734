import type { Metadata } from "next";
import { AccountScreen } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your account" };

export default async function AccountRoute({
  searchParams,
}: {
  searchParams: Promise<{ outcome?: string | string[] }>;
}) {
  const { outcome } = await searchParams;
  return <AccountScreen outcome={typeof outcome === "string" ? outcome : undefined} />;
}
