import "server-only";
import { getDb } from "@/platform/db/db.server";
import { siteOrigin } from "@/platform/site/site-origin";
import { siteSlugForHost } from "@/platform/site/site-registry.server";
import { siteRateKey } from "@/platform/http/rate-key";
import { allowRequest, type RateLimit } from "@/platform/http/rate-limits.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { qualifies } from "@/features/vehicle/vehicle-rules";
import { appointmentDays, isBookableSlot, slotLabel } from "./appointment-slots";
import { leadEventId, normaliseCategory } from "./enquiry-schema";
import { SIMILAR_SUBCATEGORY } from "./lead-messages";
import {
  leadCar,
  leadDealerships,
  leadLocations,
  type LeadCar,
  type LeadDealership,
  type LeadLocation,
} from "./lead-context.server";
import {
  fieldErrors,
  LEAD_FORM_KINDS,
  leadFormSchema,
  stepSchema,
  TEST_DRIVE_STEPS,
  type LeadFormKind,
} from "./lead-form-schemas";
import { leadFormRules } from "./lead-form-rules";
import type { LeadRecord } from "@/domain/lead-types";
import {
  formCategory,
  leadAnswers,
  leadDestination,
  parseLinkedQueryParams,
  parseVisitedPages,
  readFormFields,
} from "./lead-submission";
import { nudgeLeadWorker } from "./lead-worker.server";
import { recordLead } from "./outbox.db";
import { geocodePostcode, nearestLocation } from "./postcode-geocode";
import { offerForSite } from "@/features/offers/offers.server";
import { checkSpam } from "./spam-check.server";
import { issueSuccessToken, successTokenSecret } from "./success-conversion.server";

export interface LeadRequest {
  /** The page the form was sent from (absolute URL). */
  pageUrl: string;
  userAgent: string | null;
  client: string;
}

export type LeadOutcome =
  /** `successToken`: the signed, single-use proof the success page needs to count this lead (successPath). */
  | { status: "stored"; leadId: number; category: string; eventId: number; successToken: string }
  | { status: "next-step"; step: number; values: Record<string, string> }
  | {
      status: "invalid";
      httpStatus: 400 | 404 | 413 | 422;
      code: string;
      message: string;
      errors: Record<string, string>;
    }
  | { status: "refused"; httpStatus: 429 | 403; code: string; message: string };

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

const invalid = (errors: Record<string, string>, httpStatus: 400 | 404 | 422 = 422): LeadOutcome => ({
  status: "invalid",
  httpStatus,
  code: "invalid_fields",
  message: `Invalid ${Object.keys(errors).join(", ")}`,
  errors,
});

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
    return {
      status: "invalid",
      httpStatus: read.code === "too_large" ? 413 : 400,
      code: read.code,
      message: read.message,
      errors: { [read.field ?? "form"]: read.message },
    };
  const { fields, control } = read;
  const kind = control.form as LeadFormKind;
  if (!LEAD_FORM_KINDS.includes(kind)) return invalid({ form: "Unknown form" }, 400);

  const spam = await checkSpam(site, control, now);
  if (spam.status === "failed")
    return { status: "refused", httpStatus: 403, code: "spam_check", message: spam.message };

  const carId = fields.car_id && /^\d{1,9}$/.test(fields.car_id) ? Number(fields.car_id) : null;
  if (fields.car_id && carId === null) return invalid({ car_id: "Unknown car" }, 400);
  if (carId) delete fields.dealership_slug; // a car's own dealership takes its leads
  if (kind !== "enquiry") delete fields.subcategory; // only the enquiry form's subcategory is the shopper's; the others file their own
  const [car, locations, dealerships] = await Promise.all([
    carId ? leadCar(site, carId) : null,
    leadLocations(site),
    leadDealerships(site),
  ]);
  if (carId && !car) return invalid({ car_id: "Unknown car" }, 404);
  const visibleDealerships = dealerships.filter((d) => !d.hidden);
  const rules = leadFormRules(site.config, {
    kind,
    car,
    locationCount: locations.length,
    dealershipCount: visibleDealerships.length,
  });

  // The multi-step form: an earlier step checks its own fields and moves on; the last step submits.
  if (kind === "test-drive" && control.step !== undefined) {
    const step = Number(control.step);
    if (!Number.isInteger(step) || step < 0 || step >= TEST_DRIVE_STEPS.length)
      return invalid({ step: "Unknown step" }, 400);
    if (step < TEST_DRIVE_STEPS.length - 1) {
      const parsed = stepSchema(kind, rules, TEST_DRIVE_STEPS[step]!).safeParse(fields);
      return parsed.success
        ? { status: "next-step", step: step + 1, values: fields }
        : invalid(fieldErrors(parsed.error));
    }
  }

  const parsed = leadFormSchema(kind, rules).safeParse(fields);
  if (!parsed.success) return invalid(fieldErrors(parsed.error));
  const values = parsed.data as Record<string, unknown>;

  if (typeof values.offer_id === "number") {
    const offer = await offerForSite(site, values.offer_id, now);
    if (!offer) return invalid({ offer_id: "This offer is no longer available" }, 404);
    values.offer_name = offer.offer.name;
  }
  const resolved = resolvePlace(site, kind, values, car, locations, visibleDealerships, dealerships, now);
  if ("errors" in resolved) return invalid(resolved.errors);

  const client = siteRateKey(request.client, site.id);
  const verified = spam.status === "verified" && (await spam.firstUse()); // a reused puzzle counts as none
  const [limiter, siteLimiter] = verified ? [perClient, perSite] : [perClientUnverified, perSiteUnverified];
  if (!(await allowRequest(limiter, client, now)) || !(await allowRequest(siteLimiter, String(site.id), now)))
    return { status: "refused", httpStatus: 429, code: "rate_limited", message: RATE_LIMITED };

  const { location, dealership } = resolved;
  const categories =
    kind === "enquiry"
      ? normaliseCategory(
          String(values.category),
          (values.subcategory as string | undefined) || (car && !qualifies(car) ? SIMILAR_SUBCATEGORY : null),
        )
      : formCategory(kind, { offer: values.offer_id !== undefined });
  const eventId = leadEventId({ ...categories, car: car ? { carType: car.carType, tag: car.tag } : null });
  const url = safeUrl(request.pageUrl, site);
  const snapshot: Omit<LeadRecord, "id" | "createdAt"> = {
    siteName: site.config.name,
    siteUrl: url.origin,
    ...categories,
    source: "Website",
    url: url.href,
    userAgent: request.userAgent?.slice(0, 500) ?? null,
    customer: {
      name: String(values.name),
      lastName: (values.last_name as string | undefined) ?? null,
      email: String(values.email),
      phone: String(values.phone),
      postcode: (values.postcode as string | undefined) ?? null,
    },
    message: (values.message as string | undefined) || null,
    optIn: values.opt_in === true,
    optInFinance: values.opt_in_finance === true,
    optInTrade: values.opt_in_trade === true,
    vehicle: car
      ? {
          id: car.id,
          year: car.year,
          make: car.make,
          model: car.model,
          badge: car.badge,
          vin: car.vin,
          stocknum: car.stocknum,
          price: car.price,
          carType: car.carType,
          status: car.status,
          km: car.km,
        }
      : null,
    tradeIn:
      kind === "valuation"
        ? {
            year: values.year as number,
            make: values.make as string,
            model: values.model as string,
            km: values.kms as number,
            rego: (values.rego as string | undefined) || null,
            regoState: values.regoState as string,
          }
        : null,
    dealership: {
      id: dealership.id,
      name: dealership.name,
      leadEmail: leadDestination({
        routes: site.config.leads.routes,
        category: categories.category,
        locationSlug: location?.slug ?? null,
        locationEmail: location?.email ?? null,
        dealershipEmail: dealership.leadEmail,
      }),
    },
    location: location
      ? {
          id: location.id,
          name: location.name,
          phone: location.phone,
          street: location.street,
          city: location.city,
          state: location.state,
          postcode: location.postcode,
        }
      : null,
    answers: leadAnswers(values, slotLabel),
    visitedPages: parseVisitedPages(control.visited_pages, url.pathname),
    linkedQueryParams: parseLinkedQueryParams(control.linked_query_params),
    formCompleted: true,
    offerAccepted: false,
    rego: ((values.Rego ?? values.rego) as string | undefined) || null,
    regoState: (values.regoState as string | undefined) ?? null,
    adjustmentAnswers: {},
  };
  const db = await getDb();
  // Fetched before the lead is stored, so nothing after the insert can fail and tempt the shopper to send it twice.
  const tokenSecret = await successTokenSecret(db);
  const leadId = await recordLead(db, {
    siteId: site.id,
    dealershipId: dealership.id,
    locationId: location?.id ?? null,
    vehicleId: car?.id ?? null,
    snapshot,
    event: {
      id: eventId,
      name: "lead",
      params: {
        category: categories.category,
        subcategory: categories.subcategory,
        form: kind,
        vehicleStatus: car?.status ?? null,
        vehicleMake: car?.make ?? null,
        vehicleModel: car?.model ?? null,
        vehicleYear: car?.year ?? null,
        vehicleKilometers: car?.km ?? null,
      },
    },
    webhook: site.config.leads.webhook,
  });
  nudgeLeadWorker();
  return {
    status: "stored",
    leadId,
    category: categories.category,
    eventId,
    successToken: issueSuccessToken(tokenSecret, site.id, leadId, now),
  };
}

type Resolved = { location: LeadLocation | null; dealership: LeadDealership } | { errors: Record<string, string> };

/** The lead's location and dealership: the car's, the shopper's choice, or the nearest to their postcode. */
function resolvePlace(
  site: CurrentSite,
  kind: LeadFormKind,
  values: Record<string, unknown>,
  car: LeadCar | null,
  locations: LeadLocation[],
  visible: LeadDealership[],
  all: LeadDealership[],
  now: Date,
): Resolved {
  let location: LeadLocation | null = null;
  if (typeof values.location === "string" && values.location) {
    location = locations.find((l) => l.slug === values.location) ?? null;
    if (!location) return { errors: { location: "Please choose a location from the list" } };
  } else if (typeof values.location_id === "number") {
    location = locations.find((l) => l.id === values.location_id) ?? null;
    if (!location) return { errors: { location_id: "Please choose a location from the list" } };
  } else if (car?.locationId) {
    location = locations.find((l) => l.id === car.locationId) ?? null;
  }
  if (typeof values.postcode === "string") {
    const place = geocodePostcode(values.postcode);
    if (!place.ok) return { errors: { postcode: place.message } };
    location ??= nearestLocation(place, locations);
  }
  if (kind === "test-drive" && typeof values.dateTime === "string" && values.dateTime) {
    const at = location ?? locations[0];
    const days = at
      ? appointmentDays({ hours: at.openingHours, special: at.specialHours, now, timeZone: site.config.timeZone })
      : [];
    if (!isBookableSlot(values.dateTime, days))
      return { errors: { dateTime: "That time is no longer available. Please choose another." } };
  }
  let dealership: LeadDealership | undefined;
  if (typeof values.dealership_slug === "string" && values.dealership_slug && !car) {
    dealership = visible.find((d) => d.slug === values.dealership_slug);
    if (!dealership) return { errors: { dealership_slug: "Please choose a dealership from the list" } };
  }
  dealership ??= all.find((d) => d.id === (car?.dealershipId ?? location?.dealershipId)) ?? visible[0] ?? all[0];
  if (!dealership) return { errors: { form: "This site cannot take enquiries yet" } };
  return { location, dealership };
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
