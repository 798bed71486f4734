import { leadLiveStream } from "@/features/lead-desk/index.server";

export const dynamic = "force-dynamic";

/** The open lead list's stream of new leads (server-sent events), for the signed-in member's own leads. */
export const GET = (request: Request) => leadLiveStream(request);
