import { saveValuationResponse } from "@/features/trade-in/save-valuation.server";

export const dynamic = "force-dynamic";

/** POST /api/miscellaneous: saves the trade-in valuation this device was shown. */
export async function POST(request: Request, { params }: { params: Promise<{ site: string }> }) {
  return saveValuationResponse(request, (await params).site);
}
