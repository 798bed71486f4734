import type { Metadata } from "next";
import { FeedRunScreen } from "@/features/feed-sources/index.server";
import { requireStaff } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Feed run" };

export default async function FeedRunRoute({
  params,
  searchParams,
}: {
  params: Promise<{ id: string; runId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ id, runId }, query, staff] = await Promise.all([params, searchParams, requireStaff()]);
  const outcome = typeof query.outcome === "string" ? query.outcome : undefined;
  return <FeedRunScreen staff={staff} id={id} runId={runId} outcome={outcome} />;
}
