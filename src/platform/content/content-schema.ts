import { z } from "zod";
import { MODEL_CATEGORIES, MODEL_STATUSES } from "./model-categories";
import { BODY_TYPES, CAR_TYPES } from "@/domain/vehicle-kinds";
import { LOCATION_FILTERS } from "@/domain/location-types";

/**
 * Dealer content as data (models, manufacturers, offers, images, promo
 * cards): the files under `sites/content/`, validated like the site files. One schema serves the
 * loader, `sites:check` and the JSON Schemas editors complete against.
 *
 * - `catalogue/{manufacturer}.json`: a manufacturer, its model line-up and its network-wide offers.
 * - `brands/{brand}.json`: pages every site of a brand shares (a Toyota dealer's warranty page).
 * - `sites/{site}.json`: one site's own offers, promo cards and pages (a page here replaces the
 *   brand's page at the same path).
 */

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");
/** A path on the site's own host, without query string or fragment. */
const sitePath = z
  .string()
  .regex(
    /^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/,
    "must be a path such as /pages/buyers-tips",
  );
/** Where a button or card leads: a path on the site (query and fragment allowed) or an https address. */
const link = z.union([
  z.string().regex(/^\/[^\s]*$/, "must be a path starting with / or an http(s) address"),
  z.url({ protocol: /^https?$/ }),
]);
/** An image path on the site ("/media/...") or an https address; width and height reserve its space. */
const imageSchema = z.strictObject({
  url: z.union([
    z.string().regex(/^\/\S+$/, "must be a path starting with / or an https address"),
    z.url({ protocol: /^https$/ }),
  ]),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: z.string(),
});
export type ContentImage = z.infer<typeof imageSchema>;

/** A moment with its time-zone offset ("2025-07-01T00:00:00+10:00"), as a dealer's campaign dates are written. */
const moment = z.iso.datetime({
  offset: true,
  message: "must be a date and time with its offset, e.g. 2025-07-01T00:00:00+10:00",
});

const modelSchema = z.strictObject({
  name: z.string().min(1),
  slug,
  /** The model as stock feeds name it, when the catalogue tells body variants apart ('Corolla Sedan' is a 'Corolla'). */
  stockModel: z.string().min(1).optional(),
  /** The manufacturer's body type (manufacturer_body): /models?body= filters on it. */
  body: z.enum(BODY_TYPES),
  categories: z.array(z.enum(MODEL_CATEGORIES)).min(1),
  status: z.enum(MODEL_STATUSES),
  image: imageSchema,
  /** The model's own page elsewhere on the site (override_url); Explore goes there instead. */
  overrideUrl: sitePath.nullable(),
  accessoriesCount: z.number().int().min(0),
  /** One or two sentences under the model page's heading. */
  summary: z.string().min(1),
  /** The model page's key figures ('From $33,490', '5 seats', '4.2 L/100km'). */
  keyFigures: z.array(z.strictObject({ label: z.string().min(1), value: z.string().min(1) })).max(8),
});
export type ContentModel = z.infer<typeof modelSchema>;

/** When a card shows: inside its window, and for the car types it names (strictly: for no others). */
const showingRules = {
  startsAt: moment.nullable(),
  expiresAt: moment.nullable(),
  /** Car types it applies to; empty: every type. */
  carTypes: z.array(z.enum(CAR_TYPES)),
  /** Shown only where every car type being shown is one it names (not merely one of them). */
  strictCarTypes: z.boolean(),
};

const offerSchema = z.strictObject({
  /** The offer's number in /offers/{id}: unique across every content file. */
  id: z.number().int().positive().max(999_999_999),
  name: z.string().min(1),
  /** Plain text; blank lines separate paragraphs. Cards cut it at 160 characters. */
  description: z.string(),
  /** Plain text; cards cut it at 200 characters. */
  disclaimer: z.string(),
  /** 375x250 on cards; without one, the model's image is used. */
  image: imageSchema.nullable(),
  /** A model of the offer's manufacturer, by slug. */
  model: slug.nullable(),
  /** A site's own offer names its manufacturer, if any; a catalogue file's offers are that manufacturer's. */
  manufacturer: slug.nullable().optional(),
  /** Sites (by slug) a network offer is not shown on (excluded_website_ids). */
  excludedSites: z.array(slug),
  ...showingRules,
});
export type ContentOffer = z.infer<typeof offerSchema>;

const promoCardSchema = z.strictObject({
  id: slug,
  title: z.string().min(1),
  text: z.string(),
  image: imageSchema,
  href: link,
  buttonText: z.string().min(1),
  ...showingRules,
});
export type PromoCard = z.infer<typeof promoCardSchema>;

/** The promotions slider's pictures are 1920x540. */
const HOME_BANNER_SIZE = { width: 1920, height: 540 } as const;

/**
 * A slide of the home page's promotions slider: a 1920x540 picture with a title, a line and a button,
 * shown by the same window and car-type rules as promo cards.
 */
const homeBannerSchema = z.strictObject({
  id: slug,
  title: z.string().min(1),
  text: z.string().optional(),
  href: link,
  buttonText: z.string().min(1),
  image: imageSchema.extend({
    width: z.literal(HOME_BANNER_SIZE.width, { message: "must be 1920 (slider pictures are 1920x540)" }),
    height: z.literal(HOME_BANNER_SIZE.height, { message: "must be 540 (slider pictures are 1920x540)" }),
  }),
  ...showingRules,
});
export type HomeBanner = z.infer<typeof homeBannerSchema>;

const cardSchema = z.strictObject({
  title: z.string().min(1),
  text: z.string(),
  href: link,
  /**
   * On a site with a manufacturer base domain the card leads to this path there instead of `href`
   * (as a menu link's baseDomainPath: online service booking, demonstrators, finance).
   */
  baseDomainPath: z
    .string()
    .regex(/^\/\S*$/, "must be a path starting with /")
    .optional(),
  label: z.string().min(1),
  image: imageSchema.nullable().optional(),
});

/** HTML from data; never rendered as given, always through sanitiseRichText. */
const richHtml = z.string().min(1).max(20_000);

/**
 * A capped-price service plan: per-model values
 * range from $180 to $525, 3 to 10 services, 3 to 5 years, 6-month or 12-month intervals.
 */
const servicePlan = z.strictObject({
  pricePerService: z.number().int().min(180, "must be $180 or more").max(525, "must be $525 or less"),
  services: z.number().int().min(3).max(10),
  years: z.number().int().min(3).max(5),
  intervalMonths: z.union([z.literal(6), z.literal(12)], { message: "must be 6 or 12" }),
  intervalKm: z.number().int().positive().max(50_000),
  /** The plan's distance limit (75,000 km for the default). */
  maxKm: z.number().int().positive().max(500_000),
});
export type ServicePlan = z.infer<typeof servicePlan>;

/** The blocks a content page is made of; each is rendered by the content feature. */
const blockSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("text"),
    heading: z.string().min(1).optional(),
    paragraphs: z.array(z.string().min(1)).min(1),
  }),
  /**
   * The review feedback block: thanks the customer named in the query string (first_name, dealership_name)
   * and leads to the dealership's review page or the customer feedback survey.
   */
  z.strictObject({ type: z.literal("review-feedback") }),
  z.strictObject({
    type: z.literal("cards"),
    heading: z.string().min(1).optional(),
    cards: z.array(cardSchema).min(1),
  }),
  z.strictObject({
    type: z.literal("collage"),
    heading: z.string().min(1),
    paragraphs: z.array(z.string().min(1)).min(1),
    images: z.array(imageSchema).min(1).max(4),
  }),
  /** Cards for the site's models with accessories (shown when the site shows accessories on parts). */
  z.strictObject({ type: z.literal("accessories"), heading: z.string().min(1) }),
  /** A lead form of the platform's (parts order, general enquiry, fleet). */
  z.strictObject({
    type: z.literal("form"),
    form: z.enum(["parts", "enquiry", "fleet"]),
    heading: z.string().min(1),
    intro: z.string().optional(),
  }),
  /** Rich text from data: HTML, sanitised (features/content/rich-text.ts) before it is rendered. */
  z.strictObject({ type: z.literal("rich-text"), heading: z.string().min(1).optional(), html: richHtml }),
  /** The header line: a red banner; its text, button and link default to the spec's (the site's trade-in route). */
  z.strictObject({
    type: z.literal("header-line"),
    text: z.string().min(1).optional(),
    button: z.string().min(1).optional(),
    href: link.optional(),
  }),
  /** The truncated text button: its label reveals a title and an HTML description; a hide label collapses it again. */
  z.strictObject({
    type: z.literal("truncated-text"),
    label: z.string().min(1).optional(),
    hideLabel: z.string().min(1).optional(),
    title: z.string().min(1),
    html: richHtml,
  }),
  /** The service-advantage block and its table: the default plan, and per-model rows in the spec's ranges. */
  z.strictObject({
    type: z.literal("service-advantage"),
    heading: z.string().min(1),
    paragraphs: z.array(z.string().min(1)),
    /** The plan every model without its own row follows; the spec's default where left out. */
    standard: servicePlan.optional(),
    models: z.array(servicePlan.extend({ model: z.string().min(1) })),
    disclaimer: z.string().min(1).optional(),
  }),
  /** The access loan banner: the site's finance.loanBanner words; shown only where a link exists (here, else finance.loanBannerUrl). */
  z.strictObject({ type: z.literal("access-loan-banner"), href: z.url({ protocol: /^https?$/ }).optional() }),
  /** The pre-owned finance 'GET A QUOTE' button: shown only where a link exists (here, else finance.quoteUrl). */
  z.strictObject({ type: z.literal("finance-quote-button"), href: z.url({ protocol: /^https?$/ }).optional() }),
  /** The access loan 'Get A Quote' button: to this path on the manufacturer base domain; shown only where the site has one. */
  z.strictObject({
    type: z.literal("access-loan-button"),
    baseDomainPath: z.string().regex(/^\/\S*$/, "must be a path starting with /"),
  }),
  /** Call-to-action cards: each an image, a title, a line and one link (the whole card). */
  z.strictObject({
    type: z.literal("cta-cards"),
    heading: z.string().min(1).optional(),
    cards: z
      .array(cardSchema.extend({ image: imageSchema }))
      .min(1)
      .max(6),
  }),
  /** The fleet services section: what the fleet team offers, and a button to the fleet page. */
  z.strictObject({
    type: z.literal("fleet-services"),
    heading: z.string().min(1),
    intro: z.string().min(1),
    services: z
      .array(z.strictObject({ title: z.string().min(1), text: z.string().min(1) }))
      .min(1)
      .max(8),
    button: z.string().min(1),
    href: link,
  }),
  /** The site's current special offers as cards. */
  z.strictObject({ type: z.literal("offers"), heading: z.string().min(1) }),
  /**
   * The site's locations as a grid or the 'Our Locations' carousel, by a location block filter
   * (primary, sales, service, parts, service-and-parts, all) or one location
   * (its id, or its slug).
   */
  z.strictObject({
    type: z.literal("locations"),
    heading: z.string().min(1),
    filter: z.union([z.enum(LOCATION_FILTERS), z.number().int().positive(), slug]),
    display: z.enum(["grid", "carousel"]),
  }),
]);
export type ContentBlock = z.infer<typeof blockSchema>;

const pageSchema = z.strictObject({
  path: sitePath,
  title: z.string().min(1),
  /** The page's meta description and its entry in the directory search. */
  description: z.string().min(1).max(300),
  blocks: z.array(blockSchema).min(1),
});
export type ContentPage = z.infer<typeof pageSchema>;

export const catalogueFileSchema = z.strictObject({
  $schema: z.string().optional(),
  manufacturer: z.strictObject({ name: z.string().min(1), slug, logo: imageSchema }),
  models: z.array(modelSchema),
  /** Offers for every site of this manufacturer, unless a site is excluded. */
  offers: z.array(offerSchema),
});
export type CatalogueFile = z.infer<typeof catalogueFileSchema>;

export const brandContentFileSchema = z.strictObject({
  $schema: z.string().optional(),
  pages: z.array(pageSchema),
});
export type BrandContentFile = z.infer<typeof brandContentFileSchema>;

/** A blog post (blog categories; blog images 375x375). */
const blogPostSchema = z.strictObject({
  slug,
  title: z.string().min(1),
  /** The day it was published, YYYY-MM-DD. */
  date: z.iso.date(),
  /** The slug of one of the blog's categories. */
  category: slug,
  excerpt: z.string().min(1).max(300),
  /** Shown square, 375x375. */
  image: imageSchema,
  paragraphs: z.array(z.string().min(1)).min(1),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A site's blog: its categories (/blog/{category}) and posts (/blog/{category}/{post}). */
const blogSchema = z
  .strictObject({
    categories: z.array(z.strictObject({ slug, name: z.string().min(1), description: z.string().min(1) })).min(1),
    posts: z.array(blogPostSchema),
  })
  .superRefine((blog, ctx) => {
    const categories = new Set<string>();
    blog.categories.forEach((c, i) => {
      if (categories.has(c.slug))
        ctx.addIssue({ code: "custom", path: ["categories", i, "slug"], message: `${c.slug} is used twice` });
      categories.add(c.slug);
    });
    const posts = new Set<string>();
    blog.posts.forEach((p, i) => {
      if (!categories.has(p.category))
        ctx.addIssue({ code: "custom", path: ["posts", i, "category"], message: `no category ${p.category}` });
      if (posts.has(p.slug))
        ctx.addIssue({ code: "custom", path: ["posts", i, "slug"], message: `${p.slug} is used twice` });
      posts.add(p.slug);
    });
  });
export type Blog = z.infer<typeof blogSchema>;

export const siteContentFileSchema = z.strictObject({
  $schema: z.string().optional(),
  offers: z.array(offerSchema),
  promoCards: z.array(promoCardSchema),
  /** The home page's promotions slider, in order; a site without any has no slider. */
  homeBanners: z.array(homeBannerSchema).optional(),
  pages: z.array(pageSchema),
  /** The site's blog; a site without one has no /blog. */
  blog: blogSchema.optional(),
});
export type SiteContentFile = z.infer<typeof siteContentFileSchema>;
