import "server-only";
import { getDb } from "@/platform/db/db.server";
import { siteOrigin } from "@/platform/site/site-origin";
import { siteSlugForHost } from "@/platform/site/site-registry.server";
import { siteRateKey } from "@/platform/http/rate-key";
import { allowRequest, type RateLimit } from "@/platform/http/rate-limits.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import type { Result } from "@/domain/result";
import { qualifies, type LeadCar } from "@/features/vehicle";
import { offerForSite } from "@/features/offers/index.server";
import { appointmentDays, isBookableSlot, slotLabel } from "./appointment-slots";
import { leadEventId } from "./enquiry-schema";
import type { PlaceRequest } from "./forms/form-definition";
import { leadFormKind } from "./forms/form-kinds";
import { LEAD_FORMS, stepSchema } from "./forms/lead-forms";
import { fieldErrors } from "./forms/schema-parts";
import {
  leadDealerships,
  leadLocations,
  type LeadDealership,
  type LeadLocation,
} from "@/features/locations/index.server";
import { leadCar } from "./lead-context.server";
import { leadFormRules } from "./lead-form-rules";
import { fieldsError, type LeadError, type LeadOutcome } from "./lead-result";
import { parseLinkedQueryParams, parseVisitedPages, readFormFields } from "./lead-submission";
import { leadVehicle } from "./lead-draft";
import { recordLead } from "./record-lead.server";
import { geocodePostcode, nearestLocation } from "./postcode-geocode";
import { checkSpam } from "./spam-check.server";
import { issueSuccessToken, successTokenSecret } from "./success-conversion.server";

export interface LeadRequest {
  /** The page the form was sent from (absolute URL). */
  pageUrl: string;
  userAgent: string | null;
  client: string;
  /** The signed-in shopper sending it, if any: the lead then appears in their garage. */
  userId?: string | null;
}

/** Per client and site: a shopper sends a handful of enquiries, not dozens. */
const perClient: RateLimit = { bucket: "leads:client", limit: 10, windowMs: 10 * 60_000 };
/** Without the spam check's proof of work (no JavaScript), fewer. */
const perClientUnverified: RateLimit = { bucket: "leads:client-unverified", limit: 4, windowMs: 10 * 60_000 };
/** Per site: a flood from many addresses cannot fill one dealer's inbox. Submissions without the
 * proof of work have their own, smaller allowance, so a bot skipping the puzzle cannot use up the
 * allowance of shoppers whose browsers solve it. */
const perSite: RateLimit = { bucket: "leads:site", limit: 300, windowMs: 10 * 60_000 };
const perSiteUnverified: RateLimit = { bucket: "leads:site-unverified", limit: 60, windowMs: 10 * 60_000 };
const RATE_LIMITED =
  "You have sent several enquiries in a short time. Please wait a few minutes and try again, or call us.";

const refuse = (error: LeadError): LeadOutcome => ({ ok: false, error });

/**
 * One lead form submission, from the server action (with or without JavaScript) or POST /api/leads.
 * Order matters: nothing is stored until every rule has passed, and once the lead is stored it is
 * stored with its deliveries in one transaction, before any e-mail or webhook is attempted.
 */
export async function submitLead(
  site: CurrentSite,
  entries: Iterable<[string, unknown]>,
  request: LeadRequest,
  now = new Date(),
): Promise<LeadOutcome> {
  const read = readFormFields(entries);
  if (!read.ok)
    return refuse({ code: read.code, message: read.message, fields: { [read.field ?? "form"]: read.message } });
  const { fields, control } = read;
  const kind = leadFormKind(control.form);
  if (!kind) return refuse(fieldsError("malformed", { form: "Unknown form" }));
  const form = LEAD_FORMS[kind];

  const spam = await checkSpam(site, control, now);
  if (spam.status === "failed") return refuse({ code: "spam", message: spam.message });

  const carId = fields.car_id && /^\d{1,9}$/.test(fields.car_id) ? Number(fields.car_id) : null;
  if (fields.car_id && carId === null) return refuse(fieldsError("malformed", { car_id: "Unknown car" }));
  if (carId) delete fields.dealership_slug; // a car's own dealership takes its leads
  if (!form.takesSubcategory) delete fields.subcategory;
  const [car, locations, dealerships] = await Promise.all([
    carId ? leadCar(site, carId) : null,
    leadLocations(site),
    leadDealerships(site),
  ]);
  if (carId && !car) return refuse(fieldsError("not_found", { car_id: "Unknown car" }));
  const visibleDealerships = dealerships.filter((d) => !d.hidden);
  const rules = leadFormRules(site.config, {
    kind,
    car,
    locationCount: locations.length,
    dealershipCount: visibleDealerships.length,
  });

  // The multi-step form: an earlier step checks its own fields and moves on; the last step submits.
  const steps = form.stepFields;
  if (steps && control.step !== undefined) {
    const step = Number(control.step);
    if (!Number.isInteger(step) || step < 0 || step >= steps.length)
      return refuse(fieldsError("malformed", { step: "Unknown step" }));
    if (step < steps.length - 1) {
      const parsed = stepSchema(kind, rules, steps[step]!).safeParse(fields);
      return parsed.success
        ? { ok: true, value: { status: "next-step", step: step + 1, values: fields } }
        : refuse(fieldsError("invalid", fieldErrors(parsed.error)));
    }
  }

  const parsed = form.parse(fields, rules);
  if (!parsed.ok) return refuse(fieldsError("invalid", parsed.error));
  const { place, lead } = parsed.value;

  let offerName: string | null = null;
  if (place.offerId !== undefined) {
    const offer = offerForSite(site, place.offerId, now);
    if (!offer) return refuse(fieldsError("not_found", { offer_id: "This offer is no longer available" }));
    offerName = offer.name;
  }
  const resolved = resolvePlace(site, place, car, locations, visibleDealerships, dealerships, now);
  if (!resolved.ok) return refuse(fieldsError("invalid", resolved.error));

  const client = siteRateKey(request.client, site.id);
  const verified = spam.status === "verified" && (await spam.firstUse()); // a reused puzzle counts as none
  const [limiter, siteLimiter] = verified ? [perClient, perSite] : [perClientUnverified, perSiteUnverified];
  if (!(await allowRequest(limiter, client, now)) || !(await allowRequest(siteLimiter, String(site.id), now)))
    return refuse({ code: "rate_limited", message: RATE_LIMITED });

  const { location, dealership } = resolved.value;
  const answered = lead({ similarCar: car !== null && !qualifies(car), offerName, formatSlot: slotLabel });
  const { category, subcategory } = answered;
  const eventId = leadEventId({ category, subcategory, car: car ? { carType: car.carType, tag: car.tag } : null });
  const url = safeUrl(request.pageUrl, site);
  const db = await getDb();
  // Fetched before the lead is stored, so nothing after the insert can fail and tempt the shopper to send it twice.
  const tokenSecret = await successTokenSecret(db);
  const leadId = await recordLead(
    {
      site,
      origin: url.origin,
      url: url.href,
      category,
      subcategory,
      dealership,
      location,
      customer: answered.customer,
      message: answered.message,
      answers: answered.answers,
      vehicle: car ? leadVehicle(car) : null,
      userId: request.userId ?? null,
      extra: {
        userAgent: request.userAgent?.slice(0, 500) ?? null,
        optIn: answered.optIn,
        optInFinance: answered.optInFinance,
        optInTrade: answered.optInTrade,
        tradeIn: answered.tradeIn,
        visitedPages: parseVisitedPages(control.visited_pages, url.pathname),
        linkedQueryParams: parseLinkedQueryParams(control.linked_query_params),
        formCompleted: !form.completedLater,
        rego: answered.rego,
        regoState: answered.regoState,
      },
      event: {
        name: "lead",
        car: car ? { carType: car.carType, tag: car.tag } : null,
        params: {
          category,
          subcategory,
          form: kind,
          vehicleStatus: car?.status ?? null,
          vehicleMake: car?.make ?? null,
          vehicleModel: car?.model ?? null,
          vehicleYear: car?.year ?? null,
          vehicleKilometers: car?.km ?? null,
        },
      },
    },
    db,
  );
  return {
    ok: true,
    value: {
      status: "stored",
      leadId,
      category,
      eventId,
      successToken: issueSuccessToken(tokenSecret, site.id, leadId, now),
    },
  };
}

type Place = { location: LeadLocation | null; dealership: LeadDealership };

/** The lead's location and dealership: the car's, the shopper's choice, or the nearest to their postcode. */
function resolvePlace(
  site: CurrentSite,
  asked: PlaceRequest,
  car: LeadCar | null,
  locations: LeadLocation[],
  visible: LeadDealership[],
  all: LeadDealership[],
  now: Date,
): Result<Place, Record<string, string>> {
  const wrong = (field: string, message: string): Result<Place, Record<string, string>> => ({
    ok: false,
    error: { [field]: message },
  });
  let location: LeadLocation | null = null;
  if (asked.locationSlug) {
    location = locations.find((l) => l.slug === asked.locationSlug) ?? null;
    if (!location) return wrong("location", "Please choose a location from the list");
  } else if (asked.locationId !== undefined) {
    location = locations.find((l) => l.id === asked.locationId) ?? null;
    if (!location) return wrong("location_id", "Please choose a location from the list");
  } else if (car?.locationId) {
    location = locations.find((l) => l.id === car.locationId) ?? null;
  }
  if (asked.postcode !== undefined) {
    const place = geocodePostcode(asked.postcode);
    if (!place.ok) return wrong("postcode", place.message);
    location ??= nearestLocation(place, locations);
  }
  if (asked.slot) {
    const at = location ?? locations[0];
    const days = at
      ? appointmentDays({ hours: at.openingHours, special: at.specialHours, now, timeZone: site.config.timeZone })
      : [];
    if (!isBookableSlot(asked.slot, days))
      return wrong("dateTime", "That time is no longer available. Please choose another.");
  }
  let dealership: LeadDealership | undefined;
  if (asked.dealershipSlug && !car) {
    dealership = visible.find((d) => d.slug === asked.dealershipSlug);
    if (!dealership) return wrong("dealership_slug", "Please choose a dealership from the list");
  }
  dealership ??= all.find((d) => d.id === (car?.dealershipId ?? location?.dealershipId)) ?? visible[0] ?? all[0];
  if (!dealership) return wrong("form", "This site cannot take enquiries yet");
  return { ok: true, value: { location, dealership } };
}

/** The page URL as stored: this site's own page (by its host), or the site's home otherwise. */
function safeUrl(raw: string, site: CurrentSite): URL {
  try {
    const url = new URL(raw);
    if ((url.protocol === "http:" || url.protocol === "https:") && siteSlugForHost(url.host) === site.config.slug)
      return url;
  } catch {
    // fall through
  }
  return new URL(`${siteOrigin(site.config, `https://${site.config.slug}.localhost`)}/`);
}
