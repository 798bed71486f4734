import { z } from "zod";
import { CAR_TYPES, ITEM_TYPES, STATES } from "@/domain/vehicle-kinds";
import { contrastRatio, MIN_TEXT_CONTRAST, THEME_TEXT_PAIRS } from "./contrast";
import { spinToWinSchema } from "./spin-to-win-schema";

/**
 * The one schema of a dealer site's configuration. Every per-site setting the two spec documents
 * name lives here; a site's file only states what differs from its brand, template and the platform.
 * Objects are strict so a misspelt key is an error, not a silently ignored setting.
 */

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour written #rrggbb");
const path = z.string().regex(/^\/[^\s]*$/, "must be a path starting with /");
const href = z
  .string()
  .regex(
    /^(\/[^\s]*|https:\/\/[^\s]+|#[\w-]+|tel:[+\d\s()]+|mailto:[^\s]+)$/,
    "must be a path, https URL, #anchor, tel: or mailto: link",
  );
const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    "must be a lower-case host name such as harbour-toyota.example",
  );
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");
const money = z.number().int("must be whole dollars").min(0, "cannot be negative");
const phone = z.string().regex(/^[+(\d][\d\s()]{5,20}$/, "must be a phone number such as (08) 5550 1234");
const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat("en-AU", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, "must be an IANA time zone such as Australia/Perth");

const navLinkSchema = z.strictObject({
  label: z.string().min(1),
  href,
  /** When the site has a manufacturer base domain, the link goes to https://{baseDomain}{baseDomainPath} instead. */
  baseDomainPath: path.optional(),
});

const navItemSchema = z
  .strictObject({
    label: z.string().min(1),
    href: href.optional(),
    baseDomainPath: path.optional(),
    children: z.array(navLinkSchema).min(1).optional(),
    /** A dropdown filled from data: the manufacturer's models, or the site's stock by condition. */
    dynamic: z.enum(["models", "stock"]).optional(),
  })
  .refine((item) => [item.href, item.children, item.dynamic].filter((v) => v !== undefined).length === 1, {
    message: "needs exactly one of href, children or dynamic",
  });

const footerGroupSchema = z.strictObject({ heading: z.string().min(1), links: z.array(navLinkSchema).min(1) });

/** A condition of a site's own stock filter, ANDed with the default filter. */
const stockConditionSchema = z.strictObject({
  field: z.enum(["car_type", "item_type", "make", "status", "tag", "certified", "dealership_slug", "state", "price"]),
  op: z.enum(["eq", "neq", "in", "not_in", "gt", "gte", "lt", "lte"]),
  value: z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]),
});

const addressSchema = z.strictObject({
  street: z.string().min(1),
  city: z.string().min(1),
  state: z.enum(STATES),
  postcode: z.string().regex(/^\d{4}$/, "must be 4 digits"),
});

export const siteConfigSchema = z.strictObject({
  $schema: z.string().optional(),
  slug,
  name: z.string().min(1),
  /** Brand layer applied under this site (sites/brands/{brand}.json). */
  brand: slug,
  /** Template layer (sites/templates/{template}.json): layout variant and its defaults. */
  template: slug,
  /** The site's own host names in production; {slug}.localhost always works in development. */
  domains: z.array(hostname),
  timeZone,
  tagline: z.string(),
  logo: z.strictObject({
    src: z.string().min(1),
    alt: z.string().min(1),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  }),
  theme: z
    .strictObject({
      primary: hexColour,
      onPrimary: hexColour,
      accent: hexColour,
      headerBackground: hexColour,
      headerText: hexColour,
      footerBackground: hexColour,
      footerText: hexColour,
      surface: hexColour,
      text: hexColour,
    })
    .superRefine((theme, ctx) => {
      // An unreadable theme is a configuration error, not a surprise in production (WCAG AA 4.5:1).
      for (const [fg, bg] of THEME_TEXT_PAIRS) {
        const ratio = contrastRatio(theme[fg], theme[bg]);
        if (ratio < MIN_TEXT_CONTRAST) {
          ctx.addIssue({
            code: "custom",
            path: [fg],
            message: `contrast with ${bg} is ${ratio.toFixed(2)}:1, below the 4.5:1 that WCAG AA requires`,
          });
        }
      }
    }),
  contact: z.strictObject({ phone, email: z.email(), address: addressSchema }),
  socials: z.strictObject({ facebook: z.url().nullable(), instagram: z.url().nullable(), youtube: z.url().nullable() }),
  /** Manufacturer the site is tied to (its stock and models); null for multi-brand and used-only sites. */
  manufacturer: slug.nullable(),
  /** Host of the manufacturer's dealer network; when set, Sell My Car and service booking link there. */
  manufacturerBaseDomain: hostname.nullable(),
  defaultState: z.enum(STATES),
  features: z.strictObject({
    favourites: z.boolean(),
    /** Favourites kept in the shopper's browser (the spec's Favourite entry in local storage) instead of a signed-in watchlist. */
    favouritesOnDevice: z.boolean(),
    compare: z.boolean(),
    garage: z.boolean(),
    finance: z.boolean(),
    reserveButton: z.boolean(),
    phoneReveal: z.boolean(),
    hideTwitterShare: z.boolean(),
    /** Electric/hybrid fuel tag first in the card tag priority. */
    electricHybridTag: z.boolean(),
    /** A 'Price Drop' tag in the card tag priority for cars whose price dropped in the last `stock.priceDropDays`. */
    priceDropTag: z.boolean(),
    showComplianceDate: z.boolean(),
    showInteriorColour: z.boolean(),
    showAccessoriesOnParts: z.boolean(),
    onlinePurchase: z.boolean(),
    testDrive: z.boolean(),
    makeAnOffer: z.boolean(),
    tradeIn: z.boolean(),
    /** Valuation/price service for listings (eligibility: trade-in-flow.ts). */
    valuationService: z.boolean(),
    stickyMobileFooter: z.boolean(),
    /** Location pages at /locations/{location slug} rather than the dealership's slug. */
    locationsBySlug: z.boolean(),
  }),
  stock: z.strictObject({
    carTypes: z.array(z.enum(CAR_TYPES)).min(1),
    itemTypes: z.array(z.enum(ITEM_TYPES)).min(1),
    /** Sold cars stay visible this many days (spec: 3 by default, 4 at one dealer, 0 at another). */
    includeSoldCarsDays: z.number().int().min(0).max(365),
    conditions: z.array(stockConditionSchema),
    /** Shown instead of a result count above 1999; null: the sum of facet counts. */
    count: z.number().int().positive().nullable(),
    /** Where the site has a manufacturer: "new-and-demo" lists only its new and demo cars (used of any make), "all" only its cars. */
    manufacturerFilter: z.enum(["off", "new-and-demo", "all"]),
    /** Price-ascending sorts leave out cars without a price. */
    priceAscendingPositiveOnly: z.boolean(),
    noPriceText: z.string().min(1),
    newArrivalDays: z.number().int().min(0),
    /** How many days after a drop of its price a car's card carries the 'Price Drop' tag (where the site asks). */
    priceDropDays: z.number().int().min(1).max(90),
    /** A coming-soon car without photos says 'Arriving soon, please enquire for photos'. */
    arrivingSoonNotice: z.boolean(),
    listingPath: path,
  }),
  phones: z.strictObject({
    override: phone.nullable(),
    new: phone.nullable(),
    used: phone.nullable(),
    demo: phone.nullable(),
  }),
  search: z.strictObject({
    pageSize: z.number().int().min(1).max(100),
    cityFacetLimit: z.number().int().positive(),
    dealershipFacetLimit: z.number().int().positive(),
    makeModelLimit: z.number().int().positive(),
    resultButtons: z.enum(["reserve-details", "details-finance", "enquire-finance-testdrive-ctd"]),
    /** The two spec documents give different slider defaults; each template picks one. */
    priceSlider: z.strictObject({
      min: money,
      max: money,
      /** A fixed step, or "hundredth" of the range. */
      step: z.union([money.positive(), z.literal("hundredth")]),
      roundTo: money.positive(),
    }),
    /** Where promo cards sit in the result grid, 1-based (4, 6, 8 and 17, or 9). */
    promoCardPositions: z
      .array(z.number().int().min(1).max(100))
      .max(8)
      .refine((p) => p.every((n, i) => i === 0 || n > p[i - 1]!), "must be ascending, each once"),
  }),
  /** New-vehicle models: whose line-up the site shows, and at which path. */
  models: z.strictObject({
    /** Catalogue files (sites/content/catalogue/{slug}.json) whose models the site sells new; none: no model pages. */
    manufacturers: z.array(z.string().regex(/^[a-z0-9-]+$/, "must be a manufacturer slug")),
    /** A model page's path; {manufacturer} and {slug} are the model's. A model's own override URL wins. */
    pagePath: z.enum([
      "/models/{slug}",
      "/models/{manufacturer}-{slug}",
      "/models/new-{manufacturer}-{slug}-vehicle",
      "/{slug}",
    ]),
  }),
  navigation: z.strictObject({
    dropdownOpensOn: z.enum(["click", "hover"]),
    header: z.array(navItemSchema).min(1),
    footer: z.array(footerGroupSchema),
  }),
  finance: z.strictObject({
    provider: z.string().min(1).nullable(),
    lenderType: z.enum(["A", "B", "C", "D", "E", "F", "G"]).nullable(),
    excludedMake: z.string().min(1).nullable(),
    excludedDealerGroup: z.string().min(1).nullable(),
    /** Sites that always show the same figures (e.g. 6.29% p.a., 8.19% comparison, no deposit). */
    fixedFigures: z
      .strictObject({ interestRate: z.number().positive(), comparisonRate: z.number().positive(), deposit: money })
      .nullable(),
    routes: z.array(z.enum(["/finance", "/finance-enquiry", "/apply-for-finance"])),
    loanBannerUrl: z.url().nullable(),
    /** The loan banner's words: the brand's, shown with loanBannerUrl. */
    loanBanner: z.strictObject({ heading: z.string().min(1), text: z.string().min(1), button: z.string().min(1) }),
    quoteUrl: z.url().nullable(),
    calculator: z.strictObject({
      defaultInterestRate: z.number().positive(),
      interestRate: z.strictObject({ min: z.number().positive(), max: z.number().positive() }),
      purchasePrice: z.strictObject({ min: money, max: money }),
      quickPicks: z.array(money).min(1),
      establishmentFee: z.number().min(0).nullable(),
    }),
  }),
  reserve: z.strictObject({
    depositAmount: money.positive(),
    holdHours: z.number().int().positive(),
    variant: z.enum(["checkout", "buy-online"]),
    /**
     * The refund terms shown before payment: the site's default words, and words for the states whose law
     * differs (Queensland treats a deposit as the buyer's money during cooling-off), chosen by the car's state.
     */
    refundTerms: z.strictObject({
      default: z.string().min(1),
      byState: z.partialRecord(z.enum(STATES), z.string().min(1)),
    }),
  }),
  spamCheck: z.strictObject({ enabled: z.boolean(), difficulty: z.number().int().min(1).max(24) }),
  enquiry: z.strictObject({
    messageRequired: z.boolean(),
    termsNotice: z.boolean(),
    locationRequiredForNewCars: z.boolean(),
  }),
  leads: z.strictObject({
    /** Where each category's leads go, optionally per location; otherwise the location's, then the dealership's address. */
    routes: z.array(
      z.strictObject({ category: z.string().min(1), location: z.string().min(1).optional(), email: z.email() }),
    ),
    /** An optional signed webhook; secretEnv names the environment variable that holds its secret. */
    webhook: z
      .strictObject({
        url: z.url({ protocol: /^https?$/ }),
        secretEnv: z.string().regex(/^[A-Z][A-Z0-9_]{2,63}$/, "must be an environment variable name"),
      })
      .nullable(),
    /**
     * An optional acknowledgement to the shopper when their lead is stored, by e-mail or SMS (off when null). Its
     * subject (e-mail) and text may name {firstName} {dealerName} {siteName} {category}.
     */
    acknowledgement: z
      .strictObject({
        channel: z.enum(["email", "sms"]),
        subject: z.string().min(1).max(200),
        text: z.string().min(1).max(2000),
      })
      .nullable()
      .optional(),
    /** The dealer's own test-drive terms; when set, the test-drive form asks the shopper to accept them. */
    testDriveDisclaimer: z.string().min(1).nullable(),
    /** The fleet enquiry page's bullet points. */
    fleetPoints: z.array(z.string().min(1)).min(1),
  }),
  reviews: z.strictObject({
    hidden: z.boolean(),
    minRating: z.number().min(0).max(5),
    hiddenTitles: z.array(z.string()),
  }),
  /**
   * The map where locations are shown: keyEnv names
   * the environment variable holding the site's maps key, a browser key the provider restricts to the site's hosts (it
   * is part of the map image's URL). Null, or the variable unset: the address card alone.
   */
  maps: z
    .strictObject({
      keyEnv: z.string().regex(/^[A-Z][A-Z0-9_]{2,63}$/, "must be an environment variable name"),
    })
    .nullable(),
  /** Locations are listed by name unless configured: these location slugs first, in this order. */
  locationOrder: z.array(slug),
  legal: z.strictObject({
    termsOfUse: z.string().min(1),
    privacyPolicy: z.string().min(1),
    financeDisclaimer: z.string().min(1),
  }),
  gatedRoutes: z.array(path),
  /** The trade-in flow: where the site serves it and what it sends. */
  tradeIn: z.strictObject({
    /** The paths the flow answers on; its menus link them (/trade-in on most sites). */
    routes: z.array(z.enum(["/trade-in", "/sell-my-car", "/sell-your-car"])).min(1),
    /** POST /api/miscellaneous stores the saved valuation under column_name 'valuation' on these sites. */
    valuationColumn: z.boolean(),
  }),
  /**
   * Personalised finance (/personalised/finance?car_id=): the site's lender rules. A shopper's answers fall in
   * the first band whose conditions all hold; the band gives the indicative rate range. Off: the route is the site's 404.
   */
  personalisedFinance: z.strictObject({
    enabled: z.boolean(),
    /** Who lends (named in the result and the disclaimer's 'the lender decides the rate'). */
    lender: z.string().min(1),
    /** The monthly living cost counted for each dependant when weighing income against expenses. */
    dependantMonthlyCost: money,
    establishmentFee: z.number().min(0).nullable(),
    bands: z
      .array(
        z.strictObject({
          name: z.string().min(1),
          rate: z.strictObject({ min: z.number().positive().max(30), max: z.number().positive().max(30) }),
          /** Self-assessed credit histories this band accepts. */
          creditHistory: z.array(z.enum(["excellent", "good", "fair", "poor"])).min(1),
          /** Employment kinds this band accepts. */
          employment: z
            .array(z.enum(["full-time", "part-time", "casual", "self-employed", "retired", "not-employed"]))
            .min(1),
          /** At least this share (0-1) of monthly income left after expenses and dependants. */
          minSurplusShare: z.number().min(0).max(1),
        }),
      )
      .min(1),
  }),
  /** Online payment (/online-payment): paying the dealer against an invoice or order. Off: 404. */
  onlinePayment: z.strictObject({
    enabled: z.boolean(),
    /** The largest amount one payment takes, in cents (the smallest is fixed: 50 cents, Stripe's minimum in AUD). */
    maxAmountCents: z.number().int().min(100).max(10_000_000),
    /** What a payment can be against, as the form offers it. */
    referenceKinds: z.array(z.enum(["service-invoice", "parts-order", "other"])).min(1),
  }),
  /**
   * The dealer's own measurement tags, each an id or null (none by default): the site's pages load the tag's script
   * and its policy admits the tag's hosts, on this site only and only while the id is set (features/marketing-tags).
   */
  marketingTags: z.strictObject({
    googleTagManager: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, "must be a Google Tag Manager container id such as GTM-AB12CD3")
      .nullable(),
    googleAnalytics: z
      .string()
      .regex(/^G-[A-Z0-9]{4,14}$/, "must be a Google Analytics 4 measurement id such as G-AB12CD34EF")
      .nullable(),
    metaPixel: z
      .string()
      .regex(/^\d{10,20}$/, "must be a Meta Pixel id: 10 to 20 digits")
      .nullable(),
  }),
  /** Sites allowed to show this site in a frame (a manufacturer's dealer locator, say); none by default. */
  embedding: z.strictObject({
    allowedOrigins: z.array(
      z
        .string()
        .regex(
          /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/,
          "must be an https origin such as https://www.toyota.example, with no path",
        ),
    ),
  }),
  /** The dealer's and brand's words on a car's page. */
  vehiclePage: z.strictObject({
    /** The Why Buy From Us accordion's points. */
    whyBuyFromUs: z.array(z.string().min(1)).min(1),
    /** The Protect Your Car accordion's text. */
    protectYourCar: z.string().min(1),
    /** The strip of benefits on a used car's page (five in the spec). */
    usedCarBenefits: z.array(z.string().min(1)),
    /** The brand's certified pre-owned programme, explained in its accordion on every car page; null: none. */
    certifiedProgramme: z
      .strictObject({ title: z.string().min(1), benefits: z.array(z.string().min(1)).min(1) })
      .nullable(),
  }),
  /** The site's spin-to-win promotion (spin-to-win-schema.ts); null: the site has none (/spin-to-win is a 404). */
  spinToWin: spinToWinSchema.nullable(),
  popup: z
    .strictObject({
      src: z.string().min(1),
      expiryDate: z.iso.date(),
      linkTo: href,
      title: z.string(),
      description: z.string(),
      buttonText: z.string(),
    })
    .nullable(),
});

export type SiteConfig = z.infer<typeof siteConfigSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type NavLink = z.infer<typeof navLinkSchema>;
export type StockCondition = z.infer<typeof stockConditionSchema>;
