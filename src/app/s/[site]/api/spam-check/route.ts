import { spamChallenge } from "@/features/leads/spam-check.server";
import { jsonError } from "@/platform/http/json-errors";
import { withSite } from "@/platform/site/with-site.server";

export const dynamic = "force-dynamic";

/**
 * GET /api/spam-check: a fresh spam-check puzzle { token, difficulty } for a lead form, fetched by the form when the
 * shopper starts on it. Not rendered into the page: a cached page is the same for everyone (docs/adr/0008), and each
 * puzzle sends one lead.
 */
export const GET = withSite(async (_request, site) => {
  const challenge = await spamChallenge(site);
  if (!challenge) return jsonError(404, "not_found", "This site has no spam check");
  return Response.json(challenge, { headers: { "Cache-Control": "no-store" } });
});
