import "server-only";
import { currentShopper, type Shopper as SignedInShopper } from "@/features/accounts/index.server";
import { getDb } from "@/platform/db/db.server";
import { readJson } from "@/platform/http/json-errors";
import { allowRequest, type RateLimit } from "@/platform/http/rate-limits.server";
import { currentSite, type CurrentSite } from "@/platform/site/current-site.server";
import { removeCar, saveCar, savedCarIds, savedCars } from "./watchlist.db";
import { isShoppersPhone, watchlistCallBody } from "./watchlist-request";
import { watchlistMode } from "./watchlist-rules";

/** What the watchlist needs of the signed-in shopper the session gives (E.164 phone). */
type Shopper = Pick<SignedInShopper, "userId" | "phoneNumber">;

export type WatchlistAnswer =
  | { ok: true; saved: boolean }
  | {
      ok: false;
      status: 400 | 401 | 403 | 404 | 409 | 429;
      code: string;
      message: string;
      fields?: Record<string, string>;
    };

/** A shopper taps a toggle now and then; this keeps a script from filling the events table. */
const CHANGE_LIMIT: RateLimit = { bucket: "watchlist-change", limit: 60, windowMs: 60_000 };

const refuse = (
  status: 400 | 401 | 403 | 404 | 409 | 429,
  code: string,
  message: string,
  fields?: Record<string, string>,
): WatchlistAnswer => ({ ok: false, status, code, message, ...(fields ? { fields } : {}) });

/**
 * POST /api/watchlist/save-car and /remove-car { phone_number, car_id }.
 * The session decides who: without one 401; a phone number that is not the session's 403; a car the
 * site does not show (unknown, another site's, hidden) 404, as does a site that keeps no accounts'
 * watchlists. A sold car can be removed but not newly saved (409).
 */
export async function changeWatchlist(
  site: CurrentSite,
  shopper: Shopper | null,
  body: unknown,
  change: "save" | "remove",
  now = new Date(),
): Promise<WatchlistAnswer> {
  if (watchlistMode(site.config.features) !== "account")
    return refuse(404, "not_found", "This site keeps no watchlist");
  const parsed = watchlistCallBody.safeParse(body);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join(".") || "(body)", i.message]));
    return refuse(400, "invalid_request", `Invalid ${Object.keys(fields).join(", ")}`, fields);
  }
  if (!shopper) return refuse(401, "unauthenticated", "Please sign in to use your watchlist");
  if (!isShoppersPhone(parsed.data.phone_number, shopper.phoneNumber))
    return refuse(403, "forbidden", "This phone number is not the one you signed in with", {
      phone_number: "is not the signed-in shopper's",
    });
  if (!(await allowRequest(CHANGE_LIMIT, `${site.id}:${shopper.userId}`, now)))
    return refuse(429, "rate_limited", "Too many changes to your watchlist. Please try again in a minute.");
  const db = await getDb();
  const outcome =
    change === "save"
      ? await saveCar(db, site, shopper.userId, parsed.data.car_id)
      : await removeCar(db, site, shopper.userId, parsed.data.car_id);
  if (outcome.ok) return { ok: true, saved: outcome.saved };
  return outcome.reason === "sold"
    ? refuse(409, "sold", "Sorry, this car has been sold and can no longer be saved", { car_id: "has been sold" })
    : refuse(404, "not_found", "Sorry, this car is no longer available", { car_id: "is not a car of this site" });
}

const NO_STORE = { "Cache-Control": "no-store" };

/**
 * The route of save-car and remove-car: `{ success: true, saved }`, or the status with `{ success: false,
 * error: { code, message, fields? } }` (the spec's success flag, and the platform's JSON error shape).
 */
export async function watchlistCallResponse(request: Request, siteSlug: string, change: "save" | "remove") {
  const fail = (status: number, error: { code: string; message: string; fields?: Record<string, string> }) =>
    Response.json({ success: false, error }, { status, headers: NO_STORE });
  const site = await currentSite(siteSlug);
  if (!site) return fail(404, { code: "not_found", message: "Unknown site" });
  const read = await readJson(request, 2_000);
  if (!read.ok) {
    const { error } = (await read.response.json()) as { error: { code: string; message: string } };
    return fail(read.response.status, error);
  }
  const answer = await changeWatchlist(site, await currentShopper(site), read.body, change);
  if (answer.ok) return Response.json({ success: true, saved: answer.saved }, { headers: NO_STORE });
  const { status, code, message, fields } = answer;
  return fail(status, { code, message, ...(fields ? { fields } : {}) });
}

/** GET /api/watchlist: the shopper's own state, fetched by each browser so that pages stay the same for everyone. */
export async function watchlistState(
  site: CurrentSite,
  shopper: Shopper | null,
): Promise<{ signedIn: boolean; phone_number: string | null; car_ids: number[] }> {
  if (!shopper) return { signedIn: false, phone_number: null, car_ids: [] };
  return {
    signedIn: true,
    phone_number: shopper.phoneNumber,
    car_ids: await savedCarIds(await getDb(), site.id, shopper.userId),
  };
}

/** The watchlist page's list. */
export async function shoppersSavedCars(site: CurrentSite, shopper: Shopper) {
  return savedCars(await getDb(), site, shopper.userId);
}
