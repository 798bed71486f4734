import { reportCsvResponse } from "@/features/reports/index.server";

export const dynamic = "force-dynamic";

/** One report table (`table`) for a site and range, as a CSV download. */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries(
    [...params.keys()].map((key) => {
      const values = params.getAll(key);
      return [key, values.length > 1 ? values : values[0]];
    }),
  );
  return reportCsvResponse(query);
}
