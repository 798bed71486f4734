import type { Metadata } from "next";
import { FeedRunsScreen } from "@/features/feed-sources/index.server";
import { requireStaff } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Feed runs" };

export default async function FeedRunsRoute({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, staff] = await Promise.all([params, requireStaff()]);
  return <FeedRunsScreen staff={staff} id={id} />;
}
