import type { Metadata } from "next";
import { ReportScreen } from "@/features/reports/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "First-response times" };

/** How soon the lead desk first reached its leads. */
export default async function ResponsesReportPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ReportScreen page="responses" query={await searchParams} />;
}
