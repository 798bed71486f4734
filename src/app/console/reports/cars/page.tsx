import type { Metadata } from "next";
import { ReportScreen } from "@/features/reports/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Cars report" };

/** Each car in stock with its views, saves, leads, days in stock and rating. */
export default async function CarsReportPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <ReportScreen page="cars" query={await searchParams} />;
}
