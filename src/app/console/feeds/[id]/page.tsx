import type { Metadata } from "next";
import { FeedSourceScreen } from "@/features/feed-sources/index.server";
import { requireStaff } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Feed source" };

export default async function FeedSourceRoute({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ id }, query, staff] = await Promise.all([params, searchParams, requireStaff()]);
  return <FeedSourceScreen staff={staff} id={id} query={query} />;
}
