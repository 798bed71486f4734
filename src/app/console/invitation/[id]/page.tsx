import type { Metadata } from "next";
import { InvitationScreen } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Invitation" };

export default async function InvitationRoute({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ refused?: string | string[] }>;
}) {
  const [{ id }, { refused }] = await Promise.all([params, searchParams]);
  return <InvitationScreen id={id} refused={typeof refused === "string" ? refused : undefined} />;
}
