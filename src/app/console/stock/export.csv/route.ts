import { notFound } from "next/navigation";
import { deskPlace } from "@/features/lead-desk";
import { stockCsvResponse } from "@/features/stock-desk/index.server";
import { requireStaff } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

/** The stock list, as filtered by the same URL, as a CSV download. */
export async function GET(request: Request) {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  const params = new URL(request.url).searchParams;
  const query = Object.fromEntries(
    [...params.keys()].map((key) => {
      const values = params.getAll(key);
      return [key, values.length > 1 ? values : values[0]];
    }),
  );
  return stockCsvResponse(place, query);
}
