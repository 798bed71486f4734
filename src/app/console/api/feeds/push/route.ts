import { handlePush } from "@/features/feed-sources/index.server";
import { getDb } from "@/platform/db/db.server";

export const dynamic = "force-dynamic";

/** A dealer's system pushes its stock file with its source's key (features/feed-sources push.db.ts). */
export async function POST(request: Request): Promise<Response> {
  return handlePush(await getDb(), request);
}
