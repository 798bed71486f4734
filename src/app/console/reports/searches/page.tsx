import type { Metadata } from "next";
import { ReportScreen } from "@/features/reports/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Searches with no results" };

/** The searches that found nothing: demand the stock does not meet. */
export default async function SearchesReportPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ReportScreen page="searches" query={await searchParams} />;
}
