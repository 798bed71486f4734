import "server-only";
import { getDb } from "@/platform/db/db.server";
import { platformSecret } from "@/platform/db/platform-secret.server";
import { env } from "@/platform/env";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { queueSms } from "@/platform/sms/sms-outbox.db";
import { kickSmsWorker } from "@/platform/sms/sms-worker.server";
import { leadDealerships, leadLocations } from "@/features/locations/index.server";
import { nudgeLeadDelivery, recordLeadIn } from "@/features/leads/index.server";
import { type ShownVehicle, reserveEligible } from "@/features/vehicle";
import { formatHoldEnd } from "./hold-time";
import { paymentSetup } from "./payments.server";
import { reservationLead } from "./reservation-lead";
import {
  cancellationAnswers,
  dealerAnswers,
  receiptEmail,
  receiptSms,
  type HeldReservation,
} from "./reservation-messages";
import { linkProblem, signLink, verifyLink, type LinkPurpose } from "./reservation-links";
import { currentShopper } from "@/features/accounts/index.server";
import {
  attachLead,
  attachPayment,
  changeState,
  markAuthorised,
  reservationById,
  startReservation,
  type Reservation,
} from "./reservations.db";
import { dealerDecision, holdEnd, holdSecondsFor, PAYMENT_WINDOW_MINUTES, payPageExpiry } from "./reserve-rules";
import { nudgeReserveWorker } from "./reserve-worker.server";
import type { CheckoutFields } from "./checkout-schema";

/** How long the dealer's and the shopper's links work after the hold has ended (to read what happened). */
const LINK_GRACE_MS = 30 * 86_400_000;

const linkSecret = () => platformSecret("reservation-links");

async function reservationLink(
  site: CurrentSite,
  r: Pick<Reservation, "id" | "origin" | "endsAt">,
  purpose: LinkPurpose,
  endsAt = r.endsAt,
) {
  const token = signLink(await linkSecret(), {
    siteId: site.id,
    reservationId: r.id,
    purpose,
    expiresAt: purpose === "manage" ? endsAt.getTime() + LINK_GRACE_MS : endsAt.getTime(),
  });
  const path =
    purpose === "manage"
      ? `/reservations/${r.id}?key=${token}`
      : `/reservations/${r.id}/dealer?action=${purpose}&token=${token}`;
  return `${r.origin}${path}`;
}

export type BeginOutcome = { ok: true; redirectTo: string } | { ok: false; message: string };

const TAKEN_MESSAGE =
  "Sorry, this car was just reserved by someone else. It may come back if their hold ends: save it to your watchlist, or ask us about a similar car.";
// Names no car: anyone may type a mobile number, and must not learn what its owner is reserving.
const UNPAID_MESSAGE = `You already have a reservation waiting for its deposit on this site (this mobile number or your account): one at a time. Please finish paying for it, or cancel it (on its payment page, or in your garage when signed in), then reserve this car. An unpaid reservation also ends by itself ${PAYMENT_WINDOW_MINUTES} minutes after it began.`;
const OFF_MESSAGE =
  "Reserving online is switched off on this site for now. Please call us or send an enquiry to hold this car.";
const START_FAILED = "We could not open the payment page. Nothing was charged; please try again in a minute.";

/** Takes the car for the payment window, then opens the provider's payment page for the deposit. */
export async function beginReservation(
  site: CurrentSite,
  shown: ShownVehicle,
  fields: CheckoutFields,
  context: { userId: string | null; origin: string; purchase: Record<string, string> | null },
): Promise<BeginOutcome> {
  const { provider } = paymentSetup();
  if (!provider) return { ok: false, message: OFF_MESSAGE };
  const car = shown.vehicle;
  if (car.reserved) return { ok: false, message: TAKEN_MESSAGE };
  if (!reserveEligible(car, true)) return { ok: false, message: "This car can no longer be reserved online." };
  const db = await getDb();
  const started = await startReservation(db, {
    siteId: site.id,
    vehicleId: car.id,
    userId: context.userId,
    requestKey: fields.request_key,
    depositCents: site.config.reserve.depositAmount * 100,
    holdSeconds: holdSecondsFor(site.config.reserve, env().RESERVE_HOLD_SECONDS_BY_SITE?.[site.config.slug]),
    car: {
      id: car.id,
      slug: car.slug,
      name: car.name,
      stocknum: car.stocknum,
      price: car.price,
      year: car.year,
      make: car.make,
      model: car.model,
      badge: car.badge,
      vin: car.vin,
      carType: car.carType,
      status: car.status,
      km: car.km,
      dealershipId: car.dealershipId,
      locationId: car.locationId,
    },
    shopper: { name: fields.name, email: fields.email, phone: fields.phone, postcode: fields.postcode ?? null },
    purchase: context.purchase,
    origin: context.origin,
    paymentProvider: provider.kind,
  });
  if (started.kind === "taken") return { ok: false, message: TAKEN_MESSAGE };
  if (started.kind === "shopper-has-unpaid") return { ok: false, message: UNPAID_MESSAGE };
  const reservation = started.reservation;
  const manage = await reservationLink(
    site,
    reservation,
    "manage",
    holdEnd(reservation.startsAt, reservation.holdSeconds / 3600),
  );
  if (reservation.state !== "pending_payment") return { ok: true, redirectTo: manage };
  try {
    // The same key for a repeated request: the provider answers with the same payment page, never a second one.
    const payment = await provider.startDeposit({
      amountCents: reservation.depositCents,
      currency: "aud",
      description: `Refundable deposit: ${car.name} (stock ${car.stocknum}), ${site.config.name}`,
      reference: `reservation-${reservation.id}`,
      idempotencyKey: `reservation-${reservation.id}-deposit`,
      customerEmail: fields.email,
      returnUrl: manage,
      cancelUrl: `${manage}&unpaid=1`,
      expiresAt: payPageExpiry(reservation.startsAt),
    });
    if (!reservation.paymentId) await attachPayment(db, reservation.id, payment.paymentId);
    return { ok: true, redirectTo: payment.payUrl };
  } catch (err) {
    console.error(`reservation ${reservation.id}: the payment page could not be opened: ${(err as Error).message}`);
    await changeState(db, reservation.id, {
      from: ["pending_payment"],
      to: "payment_failed",
      note: "the payment page could not be opened",
      requireLive: false,
    });
    return { ok: false, message: START_FAILED };
  }
}

/**
 * Brings a reservation waiting for its deposit up to date with the provider (the shopper's return, the
 * provider's webhook, the demo's card page): authorised, it becomes a hold and the dealer's lead, the
 * shopper's receipt and SMS are stored with it; refused or abandoned, it fails and frees the car.
 */
export async function settleReservation(site: CurrentSite, reservation: Reservation): Promise<Reservation> {
  const { provider } = paymentSetup();
  if (reservation.state !== "pending_payment" || !reservation.paymentId || !provider) return reservation;
  const state = await provider.depositState(reservation.paymentId);
  const db = await getDb();
  if (state === "authorised" || state === "captured") {
    const now = new Date();
    const held = await prepareHeld(site, reservation, now, provider.movesMoney);
    const result = await markAuthorised(db, reservation.id, now, async (tx, r) => {
      const leadId = await recordLeadIn(tx, reservationLead(site, r, held));
      await attachLead(tx, r.id, leadId);
      await queueSms(tx, {
        siteId: site.id,
        to: r.shopper.phone,
        body: receiptSms(held.message),
        purpose: "reservation",
      });
    });
    if (result.kind === "held") {
      nudgeLeadDelivery();
      kickSmsWorker();
    } else nudgeReserveWorker();
    return result.reservation;
  }
  if (state === "failed" || state === "cancelled") {
    const failed = await changeState(db, reservation.id, {
      from: ["pending_payment"],
      to: "payment_failed",
      note: state === "failed" ? "the card was declined or the payment page expired" : "the payment was cancelled",
      requireLive: false,
    });
    return failed ?? (await reservationById(db, site.id, reservation.id)) ?? reservation;
  }
  return reservation;
}

async function prepareHeld(site: CurrentSite, r: Reservation, now: Date, movesMoney: boolean) {
  const endsAt = holdEnd(now, r.holdSeconds / 3600);
  const at = { ...r, endsAt };
  const [confirm, release, manage] = await Promise.all([
    reservationLink(site, at, "confirm"),
    reservationLink(site, at, "release"),
    reservationLink(site, at, "manage"),
  ]);
  const message: HeldReservation = {
    id: r.id,
    siteName: site.config.name,
    carName: r.car.name,
    stocknum: r.car.stocknum,
    price: r.car.price,
    depositCents: r.depositCents,
    holdEndText: formatHoldEnd(endsAt, site.config.timeZone),
    movesMoney,
    purchase: r.purchase,
    links: { confirm, release, manage },
  };
  const [dealerships, locations] = await Promise.all([leadDealerships(site), leadLocations(site)]);
  return { message, answers: dealerAnswers(message), receipt: receiptEmail(message), dealerships, locations };
}

/** The shopper cancels while the hold lasts: the car is free at once, and the deposit's release is tried now. */
export async function cancelByShopper(site: CurrentSite, reservation: Reservation): Promise<Reservation | null> {
  const db = await getDb();
  // A hold the dealer was told about (it has its lead) is cancelled with a notice to the dealer, in the same transaction.
  const place = await Promise.all([leadDealerships(site), leadLocations(site)]);
  const cancelled = await changeState(db, reservation.id, {
    from: ["pending_payment", "held"],
    to: "cancelled",
    note: "cancelled by the shopper",
    payment: "cancel",
    requireLive: true,
    onChanged: async (tx, r) => {
      if (!r.leadId) return;
      const [dealerships, locations] = place;
      const answers = cancellationAnswers(r, formatHoldEnd(new Date(), site.config.timeZone));
      await recordLeadIn(
        tx,
        reservationLead(site, r, {
          dealerships,
          locations,
          answers,
          receipt: null,
          subcategory: "Reservation cancelled",
        }),
      );
    },
  });
  if (cancelled) {
    nudgeReserveWorker();
    if (cancelled.leadId) nudgeLeadDelivery();
  }
  return cancelled;
}

/** The dealer's decision from a signed link: confirm the sale (capture, car sold) or release (cancel, back on sale). */
export async function decideAsDealer(site: CurrentSite, reservation: Reservation, action: "confirm" | "release") {
  const db = await getDb();
  const changed = await changeState(db, reservation.id, dealerDecision(action));
  if (changed) nudgeReserveWorker();
  return changed;
}

/** The reservation, when this request may act as its shopper: their manage link, or their own signed-in account. */
export async function reservationForShopper(site: CurrentSite, id: number, key: string): Promise<Reservation | null> {
  const reservation = await reservationById(await getDb(), site.id, id);
  if (!reservation) return null;
  const link = verifyLink({
    secret: await linkSecret(),
    token: key,
    siteId: site.id,
    purpose: "manage",
    now: Date.now(),
  });
  if (link.ok && link.reservationId === id) return reservation;
  const shopper = await currentShopper(site);
  return shopper && reservation.userId === shopper.userId ? reservation : null;
}

/** The reservation a dealer's signed link names, or why the link does not work. */
export async function reservationForDealer(
  site: CurrentSite,
  id: number,
  token: string,
  purpose: "confirm" | "release",
): Promise<{ ok: true; reservation: Reservation } | { ok: false; problem: string }> {
  const link = verifyLink({ secret: await linkSecret(), token, siteId: site.id, purpose, now: Date.now() });
  if (!link.ok) return { ok: false, problem: linkProblem(link.reason) };
  const reservation = link.reservationId === id ? await reservationById(await getDb(), site.id, id) : null;
  return reservation ? { ok: true, reservation } : { ok: false, problem: linkProblem("malformed") };
}
