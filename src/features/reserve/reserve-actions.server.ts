"use server";
import "server-only";
import { parseRowId } from "@/domain/row-id";
import { redirect } from "next/navigation";
import { z } from "zod";
import { getDb } from "@/platform/db/db.server";
import { allowRequest, type RateLimit } from "@/platform/http/rate-limits.server";
import { redact } from "@/platform/outbox/outbox-rules";
import { payWithTestCard } from "@/platform/payments/demo-provider.db";
import { isGated } from "@/features/accounts";
import { currentShopper } from "@/features/accounts/index.server";
import { leadLocations } from "@/features/locations/index.server";
import { vehicleBySlug } from "@/features/vehicle/index.server";
import { parseCheckout, parsePurchase } from "./checkout-schema";
import { formStrings } from "@/ui/form-strings";
import type { CheckoutState } from "./checkout-state";
import { checkoutPath, purchaseChoices } from "./checkout-paths";
import { reservationByPayment } from "./reservations.db";
import {
  beginReservation,
  cancelByShopper,
  decideAsDealer,
  reservationForDealer,
  reservationForShopper,
  settleReservation,
} from "./reserve.server";
import { actionSiteWithOrigin } from "@/platform/site/action-site.server";
import { siteAction } from "@/platform/site/site-action.server";
import { todayIn } from "./hold-time";
import { pathWithQuery, sameSitePath } from "@/platform/http/same-site-path";

const FAILED = "Something went wrong on our side and nothing was reserved or charged. Please try again.";

/**
 * Each reservation holds a car for its payment window before any money moves, so one connection may start only a
 * few: a script cannot take a dealer's whole stock off sale.
 */
const RESERVATIONS_PER_CLIENT: RateLimit = { bucket: "reserve:client", limit: 5, windowMs: 10 * 60_000 };
const TOO_MANY = "Too many reservations from this connection. Please try again in a few minutes, or call us.";

/** The checkout form (reserve, or the online purchase): validates, takes the car, and opens the payment page. */
export async function reserveCar(previous: CheckoutState, formData: FormData): Promise<CheckoutState> {
  const values = formStrings(formData);
  let target: string;
  try {
    const found = await actionSiteWithOrigin();
    if (!found) return { ...previous, status: "failed", formError: FAILED, values };
    const { site, origin } = found;
    const shown = await vehicleBySlug(site, values.car_slug ?? "");
    if (!shown)
      return { ...previous, status: "failed", errors: {}, formError: "This car is no longer listed.", values };
    const mode = values.mode === "purchase" ? "purchase" : "reserve";
    if (mode === "purchase" && !site.config.features.onlinePurchase)
      return {
        ...previous,
        status: "failed",
        errors: {},
        formError: "Online purchase is not offered on this site.",
        values,
      };
    const shopper = await currentShopper(site);
    if (!shopper && isGated(site.config, checkoutPath(site.config, shown.vehicle.slug, mode)))
      return { ...previous, status: "failed", errors: {}, formError: "Please sign in to reserve this car.", values };
    const checkout = parseCheckout(values);
    let purchase: Record<string, string> | null = null;
    const locations = mode === "purchase" ? await leadLocations(site) : [];
    const choices =
      mode === "purchase"
        ? parsePurchase(values, { locationIds: locations.map((l) => l.id), today: todayIn(site.config.timeZone) })
        : null;
    if (!checkout.ok || (choices && !choices.ok)) {
      const errors = { ...(checkout.ok ? {} : checkout.errors), ...(choices && !choices.ok ? choices.errors : {}) };
      return { status: "invalid", errors, formError: null, values };
    }
    if (!(await allowRequest(RESERVATIONS_PER_CLIENT, found.client)))
      return { status: "failed", errors: {}, formError: TOO_MANY, values };
    if (choices?.ok)
      purchase = purchaseChoices(choices.value, locations, {
        id: shown.vehicle.id,
        origin,
        financeRoute: site.config.finance.routes[0] ?? "/finance",
      });
    const outcome = await beginReservation(site, shown, checkout.value, {
      userId: shopper?.userId ?? null,
      origin,
      purchase,
    });
    if (!outcome.ok) return { status: "failed", errors: {}, formError: outcome.message, values };
    target = outcome.redirectTo;
  } catch (err) {
    console.error(`checkout failed: ${redact((err as Error).message ?? String(err))}`);
    return { ...previous, status: "failed", errors: {}, formError: FAILED, values };
  }
  redirect(target);
}

const demoCardForm = z.object({ payment_id: z.string(), card_number: z.string() });

const payDeposit = siteAction(
  demoCardForm,
  async (found, input): Promise<{ error: string | null }> => {
    const reservation = found.origin ? await reservationByPayment(await getDb(), input.payment_id) : null;
    if (!reservation || reservation.siteId !== found.site.id) return { error: "This payment page is not valid." };
    const paid = await payWithTestCard(await getDb(), input.payment_id, input.card_number);
    if (!paid.ok) return { error: paid.error };
    await settleReservation(found.site, reservation);
    redirect(paid.returnUrl);
  },
  {
    name: "demo payment",
    failure: "Something went wrong on our side. Nothing was charged; please try again.",
    noSite: "This payment page is not valid.",
    answer: (error) => ({ error }),
  },
);

/** The demo payment page's form: the test card authorises (no money moves), then back to the reservation. */
export async function payDemoDeposit(
  _previous: { error: string | null },
  formData: FormData,
): Promise<{ error: string | null }> {
  return payDeposit({
    payment_id: String(formData.get("payment_id") ?? ""),
    card_number: String(formData.get("card_number") ?? ""),
  });
}

/** The shopper cancels their reservation (confirmation page or garage); back to where they pressed it. */
export async function cancelReservation(formData: FormData): Promise<void> {
  const found = await actionSiteWithOrigin();
  const id = parseRowId(formData.get("reservation_id"));
  const back = String(formData.get("back") ?? "");
  if (!found || id === null) redirect("/bad-request");
  const reservation = await reservationForShopper(found.site, id, String(formData.get("key") ?? ""));
  if (!reservation) redirect("/bad-request");
  const cancelled = await cancelByShopper(found.site, reservation);
  // Back where they pressed it (the garage or the reservation's page), never off the site.
  const safeBack = sameSitePath(back) === "/" && back !== "/" ? `/reservations/${id}` : back;
  redirect(pathWithQuery(safeBack, { cancelled: cancelled ? "1" : "0" }));
}

/** The dealer's button behind a signed link: confirm the sale or release the car. */
export async function dealerDecision(formData: FormData): Promise<void> {
  const found = await actionSiteWithOrigin();
  const id = parseRowId(formData.get("reservation_id"));
  const action = formData.get("action") === "confirm" ? "confirm" : "release";
  const token = String(formData.get("token") ?? "");
  if (!found || id === null) redirect("/bad-request");
  const linked = await reservationForDealer(found.site, id, token, action);
  if (!linked.ok) redirect(`/reservations/${id}/dealer?action=${action}&token=${encodeURIComponent(token)}`);
  const changed = await decideAsDealer(found.site, linked.reservation, action);
  redirect(
    `/reservations/${id}/dealer?action=${action}&token=${encodeURIComponent(token)}&done=${changed ? "1" : "0"}`,
  );
}
