import { cookies, draftMode } from "next/headers";
import { PREVIEW_COOKIE } from "@/platform/site/site-preview.server";

export const dynamic = "force-dynamic";

/** /preview/exit, the preview banner's "Exit preview": this browser sees the published site again, from its home page. */
export async function GET() {
  (await draftMode()).disable();
  (await cookies()).delete(PREVIEW_COOKIE);
  return new Response(null, { status: 303, headers: { Location: "/", "Cache-Control": "no-store" } });
}
