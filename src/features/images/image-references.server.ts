import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/platform/db/db.server";
import { vehicles } from "@/platform/db/schema";
import { contentForSite } from "@/platform/content/content-registry.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { vehicleDrawingUrl } from "@/features/images/drawings/drawing-url";

/**
 * Whether a site's own data names an outside picture: one of its cars' photos (a stock feed's) or an image in
 * its content (models, offers, blocks, posts). The pipeline fetches nothing else, so it cannot be used to fetch
 * arbitrary addresses (an open proxy), and one site's photos are not served under another's name.
 */
export async function siteReferencesImage(site: CurrentSite, source: string): Promise<boolean> {
  const key = `${site.id}\n${source}`;
  if (known.has(key)) return true;
  const found = contentImages(site).has(source) || (await vehicleReferences(site.id, source));
  if (found) remember(key);
  return found;
}

async function vehicleReferences(siteId: number, source: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), sql`${vehicles.images} @> ${JSON.stringify([{ url: source }])}::jsonb`))
    .limit(1);
  return row !== undefined;
}

/**
 * The drawing that stands in for a car's feed photo when that photo cannot be fetched or read: the car's body in its
 * colour, so the shopper sees a car, not an empty frame. Null when no car of the site names the photo (content).
 */
export async function standInDrawing(siteId: number, source: string): Promise<string | null> {
  const db = await getDb();
  const [car] = await db
    .select({ itemType: vehicles.itemType, body: vehicles.body, colour: vehicles.colour })
    .from(vehicles)
    .where(and(eq(vehicles.siteId, siteId), sql`${vehicles.images} @> ${JSON.stringify([{ url: source }])}::jsonb`))
    .limit(1);
  return car ? vehicleDrawingUrl(car, "side") : null;
}

const contentUrls = new Map<string, Set<string>>();

/** Every https address in the site's content, gathered once per process (content files are read once too). */
function contentImages(site: CurrentSite): Set<string> {
  let urls = contentUrls.get(site.config.slug);
  if (!urls) {
    urls = new Set();
    collect(contentForSite(site.config), urls, 0);
    contentUrls.set(site.config.slug, urls);
  }
  return urls;
}

function collect(value: unknown, into: Set<string>, depth: number): void {
  if (depth > 12) return;
  if (typeof value === "string") {
    if (value.startsWith("https://")) into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collect(item, into, depth + 1);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) collect(item, into, depth + 1);
  }
}

/** Sources found lately, so a page of the same car's photos asks the database once; bounded, oldest out. */
const known = new Set<string>();
const KNOWN_LIMIT = 5_000;
function remember(key: string): void {
  known.add(key);
  if (known.size > KNOWN_LIMIT) known.delete(known.values().next().value!);
}
