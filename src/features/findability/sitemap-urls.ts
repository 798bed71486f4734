import type { BodyType, CarType } from "@/domain/vehicle-kinds";
import { bodySlug, presetForPath } from "@/features/search";
import type { SitemapUrl } from "./sitemap-xml";

/** A listed car as the sitemap needs it (the site's default stock filter chose it). */
export interface SitemapVehicle {
  slug: string;
  updatedAt: Date;
  carType: CarType;
  makeSlug: string;
  modelSlug: string;
  body: BodyType | null;
}

/** A page the site serves, by path; `lastmod` only when the data records when it changed. */
export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

/** The search landing page of a car type (presetForPath's condition paths). */
const CONDITION_PATH: Record<CarType, string> = { new: "new-cars", used: "used-cars", demo: "demo-cars" };

/**
 * The search landing pages a site's listed stock fills: all stock, each car type the site sells that has
 * stock, each make, make and model, and body with stock. A path is kept only when the search route reads it back as
 * the same landing page (a make whose slug is also a body or condition path would show something else).
 */
export function landingPaths(vehicles: readonly SitemapVehicle[], carTypes: readonly CarType[]): string[] {
  const types = new Set<CarType>();
  const makes = new Set<string>();
  const models = new Set<string>();
  const bodies = new Set<BodyType>();
  for (const car of vehicles) {
    types.add(car.carType);
    makes.add(car.makeSlug);
    models.add(`${car.makeSlug}/${car.modelSlug}`);
    if (car.body) bodies.add(car.body);
  }
  const paths: string[] = ["/search"];
  for (const type of carTypes) {
    const segment = CONDITION_PATH[type];
    const preset = presetForPath([segment]);
    if (types.has(type) && preset?.carTypes?.length === 1 && preset.carTypes[0] === type)
      paths.push(`/search/${segment}`);
  }
  for (const make of [...makes].sort()) if (presetForPath([make])?.makeSlug === make) paths.push(`/search/${make}`);
  for (const pair of [...models].sort()) {
    const [make, model] = pair.split("/") as [string, string];
    const preset = presetForPath([make, model]);
    if (preset?.makeSlug === make && preset.modelSlug === model) paths.push(`/search/${pair}`);
  }
  for (const body of [...bodies].sort()) {
    const segment = bodySlug(body);
    if (presetForPath([segment])?.body === body) paths.push(`/search/${segment}`);
  }
  return paths;
}

/**
 * Whether a path is a plain page path on this origin: never a scheme, another host or a protocol-relative URL, and no
 * query string or fragment (robots.txt keeps crawlers off the search's query strings; a page is listed once, bare).
 */
const isOwnPath = (path: string) => path.startsWith("/") && !path.startsWith("//") && !/[\\?#\s]/.test(path);

/**
 * Every URL of one site's sitemap, on its own origin: the home page, its content and feature pages (models, offers,
 * locations, blog, content pages), the search landing pages of its listed stock, and every listed car with its
 * updated_at as lastmod. Each path once (the first wins); nothing else gets a lastmod the caller did not give.
 */
export function sitemapUrls(input: {
  origin: string;
  pages: readonly SitemapPage[];
  vehicles: readonly SitemapVehicle[];
  carTypes: readonly CarType[];
}): SitemapUrl[] {
  const origin = input.origin.replace(/\/+$/, "");
  const seen = new Set<string>();
  const urls: SitemapUrl[] = [];
  const add = ({ path, lastmod }: SitemapPage) => {
    if (!isOwnPath(path) || seen.has(path)) return;
    seen.add(path);
    urls.push(lastmod ? { loc: `${origin}${path}`, lastmod } : { loc: `${origin}${path}` });
  };
  add({ path: "/" });
  input.pages.forEach(add);
  for (const path of landingPaths(input.vehicles, input.carTypes)) add({ path });
  const cars = [...input.vehicles].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  for (const car of cars) add({ path: `/cars/${car.slug}`, lastmod: car.updatedAt });
  return urls;
}
