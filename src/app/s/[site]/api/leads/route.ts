import { submitLead } from "@/features/leads/submit-lead.server";
import { jsonBodyEntries, successPath } from "@/features/leads/lead-submission";
import { leadErrorHttp } from "@/features/leads/lead-result";
import { redact } from "@/features/leads/outbox-rules";
import { clientKey, jsonError, readJson } from "@/platform/http/json-errors";
import { withSite } from "@/platform/site/with-site.server";

export const dynamic = "force-dynamic";

/**
 * POST /api/leads { form, fields: { name, email, ... }, last_step? }: the same submission as the
 * forms' server action, for other programs. 201 { lead_id, category, event_id, success_url } or
 * 4xx { error: { code, message, fields } }. success_url is a path on this site's host that counts
 * the lead's conversion once, for a caller that sends its shopper on to the thank-you page.
 */
export const POST = withSite(async (request, site) => {
  const read = await readJson(request, 50_000);
  if (!read.ok) return read.response;
  const entries = jsonBodyEntries(read.body);
  if (!entries.ok) return jsonError(400, "invalid_request", entries.message, { [entries.field]: entries.message });
  let outcome;
  try {
    outcome = await submitLead(site, entries.entries, {
      pageUrl: request.headers.get("referer") ?? "",
      userAgent: request.headers.get("user-agent"),
      client: clientKey(request),
    });
  } catch (err) {
    // Not the caller's input (every rule has answered by now) but the platform: say so, log without personal data.
    console.error(`lead API submission failed: ${redact((err as Error).message ?? String(err))}`);
    return jsonError(503, "unavailable", "The lead could not be stored just now. Please try again.");
  }
  if (!outcome.ok) {
    const { status, code } = leadErrorHttp(outcome.error.code);
    return jsonError(status, code, outcome.error.message, outcome.error.fields);
  }
  const answer = outcome.value;
  switch (answer.status) {
    case "stored":
      return Response.json(
        {
          lead_id: answer.leadId,
          category: answer.category,
          event_id: answer.eventId,
          success_url: successPath(answer.successToken),
        },
        { status: 201, headers: { "Cache-Control": "no-store" } },
      );
    case "next-step":
      return Response.json({ step: answer.step }, { headers: { "Cache-Control": "no-store" } });
  }
});
