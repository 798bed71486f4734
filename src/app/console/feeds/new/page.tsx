import type { Metadata } from "next";
import { NewFeedSource } from "@/features/feed-sources/index.server";
import { requireStaff } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "New feed source" };

export default async function NewFeedRoute() {
  return <NewFeedSource staff={await requireStaff()} />;
}
