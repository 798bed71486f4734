"use server";
import "server-only";
import { notFound, redirect } from "next/navigation";
import { deskPlace } from "@/features/lead-desk";
import { appointmentDays, isBookableSlot, slotLabel } from "@/features/leads";
import { nudgeLeadDelivery } from "@/features/leads/index.server";
import { nudgeReserveWorker } from "@/features/reserve/index.server";
import { requireStaff } from "@/features/staff/index.server";
import { offerDateLabel } from "@/features/trade-in";
import { getDb } from "@/platform/db/db.server";
import { siteConfig } from "@/platform/site/site-registry.server";
import { parseRowId } from "@/domain/row-id";
import { REASON_MAX, type DeskOutcome } from "./desk-outcomes";
import { parseRevision } from "./offer-revision";
import { decideReservation } from "./reservation-desk.db";
import { appraisalLocation, changeTradeIn, tradeInForMember, type TradeInChangeResult } from "./trade-in-desk.db";
import { appraisalEmail, revisedOfferEmail, tradeCar } from "./trade-in-messages";

/** Who is acting: a signed-in member of a group (anyone else is sent to sign in, or told there is no such thing). */
async function actingWorker() {
  const place = deskPlace(await requireStaff());
  if (!place) notFound();
  return place;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
};

function backToReservation(id: number, outcome: DeskOutcome): never {
  redirect(`/reservations/${id}?outcome=${outcome}`);
}

function backToTradeIn(id: number, outcome: DeskOutcome): never {
  redirect(`/trade-ins/${id}?outcome=${outcome}`);
}

/** The reservation page's confirm button: the sale is confirmed while the hold lasts, by the reserve feature's rules. */
export async function confirmReservation(form: FormData): Promise<void> {
  const place = await actingWorker();
  const id = parseRowId(form.get("reservationId"));
  if (id === null) notFound();
  const result = await decideReservation(await getDb(), place, { id, action: "confirm" });
  if (!result.ok && result.reason === "not-found") notFound();
  if (result.ok) nudgeReserveWorker();
  backToReservation(id, result.ok ? "confirmed" : "not-held");
}

/** The reservation page's release form: a reason is required and kept in the history. */
export async function releaseReservation(form: FormData): Promise<void> {
  const place = await actingWorker();
  const id = parseRowId(form.get("reservationId"));
  if (id === null) notFound();
  const reason = text(form, "reason");
  if (!reason) backToReservation(id, "reason-needed");
  if (reason.length > REASON_MAX) backToReservation(id, "reason-too-long");
  const result = await decideReservation(await getDb(), place, { id, action: "release", reason });
  if (!result.ok && result.reason === "not-found") notFound();
  if (result.ok) nudgeReserveWorker();
  backToReservation(id, result.ok ? "released" : "not-held");
}

function answer(id: number, result: TradeInChangeResult, done: DeskOutcome): never {
  if (result.ok) {
    nudgeLeadDelivery();
    backToTradeIn(id, done);
  }
  if (result.reason === "not-found") notFound();
  backToTradeIn(id, result.reason);
}

/** The trade-in page's revise form (managers): a new amount and last day; the shopper is e-mailed the new offer. */
export async function reviseTradeInOffer(form: FormData): Promise<void> {
  const place = await actingWorker();
  const id = parseRowId(form.get("leadId"));
  const version = Number(text(form, "version"));
  if (id === null || !Number.isSafeInteger(version)) notFound();
  const db = await getDb();
  const trade = await tradeInForMember(db, place.member, id);
  const site = trade && siteConfig(trade.siteSlug);
  if (!trade || !site) notFound();
  const now = new Date();
  const parsed = parseRevision({ amount: form.get("amount"), expiresOn: form.get("expiresOn") }, now, site.timeZone);
  if (!parsed.ok) backToTradeIn(id, parsed.refusals[0]!);
  const { price, expiresAt } = parsed.revision;
  const customer = trade.snapshot.customer;
  const result = await changeTradeIn(
    db,
    place,
    {
      leadId: id,
      version,
      kind: "offer",
      change: {
        state: "offered",
        appraisalReason: null,
        offer: {
          price,
          madeAt: now.toISOString(),
          expiresAt: expiresAt.toISOString(),
          comparables: trade.offer?.comparables ?? 0,
          assumptions: [...(trade.offer?.assumptions ?? []), "Revised by the dealer"],
        },
      },
      audit: { price, expiresAt: expiresAt.toISOString() },
      message: () =>
        revisedOfferEmail(
          { siteName: site.name, customerName: customer.name, car: tradeCar(trade.vehicle), url: trade.snapshot.url },
          { price, expiresLabel: offerDateLabel(expiresAt, site.timeZone) },
        ),
    },
    site.leads.webhook,
    now,
  );
  answer(id, result, "revised");
}

/** The trade-in page's appraisal form (managers): a time the location is open; the shopper is told it. */
export async function bookTradeInAppraisal(form: FormData): Promise<void> {
  const place = await actingWorker();
  const id = parseRowId(form.get("leadId"));
  const version = Number(text(form, "version"));
  if (id === null || !Number.isSafeInteger(version)) notFound();
  const db = await getDb();
  const trade = await tradeInForMember(db, place.member, id);
  const site = trade && siteConfig(trade.siteSlug);
  if (!trade || !site) notFound();
  const location = await appraisalLocation(db, trade);
  const now = new Date();
  const days = location
    ? appointmentDays({ hours: location.openingHours, special: location.specialHours, now, timeZone: site.timeZone })
    : [];
  const slot = text(form, "slot");
  if (!location || !isBookableSlot(slot, days)) backToTradeIn(id, "slot");
  const when = slotLabel(slot);
  const customer = trade.snapshot.customer;
  const result = await changeTradeIn(
    db,
    place,
    {
      leadId: id,
      version,
      kind: "appraisal",
      change: { state: "appraisal", offer: null, appraisalReason: `Appraisal booked for ${when} at ${location.name}` },
      audit: { slot, locationId: location.id },
      message: () =>
        appraisalEmail(
          { siteName: site.name, customerName: customer.name, car: tradeCar(trade.vehicle), url: trade.snapshot.url },
          { when, where: location.name },
        ),
    },
    site.leads.webhook,
    now,
  );
  answer(id, result, "booked");
}
