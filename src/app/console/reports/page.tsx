import type { Metadata } from "next";
import { ReportScreen } from "@/features/reports/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Reports" };

/** The reports' overview: views, leads by category, source and campaign, calls, reservations and trade-ins. */
export default async function ReportsOverviewPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ReportScreen page="overview" query={await searchParams} />;
}
