import { z } from "zod";
import { STATES } from "@/domain/vehicle-kinds";
import { reasonOf, type ConfigProblem } from "@/platform/site/config-layers";
import {
  ALTERNATE,
  DEPARTMENTS,
  EVERY_YEAR,
  ONE_DAY,
  WEEKDAYS,
  dayHoursProblem,
  isCalendarDate,
  type Week,
} from "./dealer-hours";

/**
 * A dealer file, `sites/dealers/{site-slug}.json`: the site's dealerships and their locations. It is
 * how a dealer is onboarded (the demo dealers too); the platform upserts it on every start, keyed by
 * the slugs, so ids that stock and leads hold stay the same. Rules are named in dealer-file.test.ts.
 */

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a slug: lower-case letters, digits and hyphens");
const text = z.string().trim().min(1, "must not be empty");
const phone = z.string().regex(/^\+?[0-9 ()-]{6,20}$/, "must be a phone number: digits, spaces, brackets, + and -");
const https = z.url({ protocol: /^https$/, error: "must be an https:// URL" });

const dayHours = z.string().superRefine((value, ctx) => {
  const problem = dayHoursProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
const week = z
  .strictObject(
    Object.fromEntries(WEEKDAYS.map((d) => [d, dayHours])) as Record<(typeof WEEKDAYS)[number], typeof dayHours>,
  )
  .superRefine((days, ctx) => {
    // The alternating cycle is the spec's Saturday rule; no other day has one.
    for (const day of WEEKDAYS)
      if (day !== "saturday" && days[day] === ALTERNATE)
        ctx.addIssue({ code: "custom", path: [day], message: `only saturday can be "${ALTERNATE}"` });
  }) as z.ZodType<Week>;

const holiday = z.strictObject({
  date: z.string().superRefine((value, ctx) => {
    const ok =
      (ONE_DAY.test(value) && isCalendarDate(value)) || (EVERY_YEAR.test(value) && isCalendarDate(`2000-${value}`));
    if (!ok) ctx.addIssue({ code: "custom", message: 'must be a date "YYYY-MM-DD", or "MM-DD" for every year' });
  }),
  label: text,
  hours: z.string().superRefine((value, ctx) => {
    const problem =
      value === "by appointment" || value === ALTERNATE ? 'must be "HH:MM-HH:MM" or "closed"' : dayHoursProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  }),
  department: z.enum(["all", ...DEPARTMENTS]).default("all"),
});

const location = z.strictObject({
  slug,
  name: text,
  /** '' (general), sales, service or parts: stock sits at sales locations. */
  type: z.enum(["", "sales", "service", "parts"]).default(""),
  subtypes: z.array(slug).default([]),
  primary: z.boolean().default(false),
  visible: z.boolean().default(true),
  /** Manufacturer slugs served here; the dealership's when left out. */
  manufacturers: z.array(slug).optional(),
  address: z.strictObject({
    street: text,
    city: text,
    state: z.enum(STATES),
    postcode: z.string().regex(/^\d{4}$/, "must be a four-digit postcode"),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    placeId: text.optional(),
    placeUrl: https.optional(),
  }),
  phone: phone.optional(),
  landlinePhone: phone.optional(),
  /** Where this location's leads go (before the dealership's address). */
  email: z.email("must be an e-mail address").optional(),
  reviewUrl: https.optional(),
  youtubeUrl: https.optional(),
  linkedinUrl: https.optional(),
  imageUrl: z.union([https, z.string().regex(/^\/[^/]/, "must be an https:// URL or a path")]).optional(),
  openingHours: z.partialRecord(z.enum(DEPARTMENTS), week).default({}),
  holidayHours: z.array(holiday).default([]),
  dealerLicenseNumber: text.optional(),
  motorVehicleRepairer: text.optional(),
});

const dealership = z.strictObject({
  slug,
  name: text,
  dealerGroup: text.optional(),
  manufacturers: z.array(slug).default([]),
  /** Where leads go by default (per-category addresses come from the site file). */
  leadEmail: z.email("must be an e-mail address"),
  hidden: z.boolean().default(false),
  locations: z.array(location).min(1, "needs at least one location"),
});

export const dealerFileSchema = z
  .strictObject({
    $schema: z.string().optional(),
    dealerships: z.array(dealership).min(1, "needs at least one dealership"),
  })
  .superRefine((file, ctx) => {
    const dealershipSlugs = new Set<string>();
    const locationSlugs = new Map<string, string>();
    file.dealerships.forEach((d, i) => {
      if (dealershipSlugs.has(d.slug))
        ctx.addIssue({ code: "custom", path: ["dealerships", i, "slug"], message: `"${d.slug}" is used twice` });
      dealershipSlugs.add(d.slug);
      let primaries = 0;
      d.locations.forEach((l, j) => {
        const path = ["dealerships", i, "locations", j];
        // Location slugs are the site's own URLs (/locations/{slug}): one per site, across dealerships.
        const owner = locationSlugs.get(l.slug);
        if (owner)
          ctx.addIssue({ code: "custom", path: [...path, "slug"], message: `"${l.slug}" is already used in ${owner}` });
        locationSlugs.set(l.slug, d.slug);
        if (l.primary && ++primaries > 1)
          ctx.addIssue({
            code: "custom",
            path: [...path, "primary"],
            message: "a dealership has at most one primary location",
          });
      });
    });
  });

export type DealerFile = z.infer<typeof dealerFileSchema>;
export type DealerFileDealership = DealerFile["dealerships"][number];
export type DealerFileLocation = DealerFileDealership["locations"][number];

/** Validates a dealer file's content; problems are `path: field: reason`, like the site files'. */
export function parseDealerFile(
  path: string,
  data: unknown,
): { ok: true; file: DealerFile } | { ok: false; problems: ConfigProblem[] } {
  const parsed = dealerFileSchema.safeParse(data);
  if (parsed.success) return { ok: true, file: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      path,
      field: issue.path.join("."),
      reason: reasonOf(issue),
    })),
  };
}
