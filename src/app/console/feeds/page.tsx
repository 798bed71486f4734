import type { Metadata } from "next";
import { FeedsIndex } from "@/features/feed-sources/index.server";
import { requireStaff } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Feeds" };

export default async function FeedsRoute() {
  return <FeedsIndex staff={await requireStaff()} />;
}
