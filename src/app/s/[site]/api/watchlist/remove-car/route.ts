import { watchlistCallResponse } from "@/features/watchlist/watchlist.server";

export const dynamic = "force-dynamic";

/** POST /api/watchlist/remove-car { phone_number, car_id }: takes the car off the signed-in shopper's watchlist. */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  return watchlistCallResponse(request, (await params).site, "remove");
}
