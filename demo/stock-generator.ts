import type { vehicles } from "@/platform/db/schema/vehicles";
import { BODY_LABELS, type CarType, type ItemType, type State } from "@/domain/vehicle-kinds";
import type { VehicleImage } from "@/domain/vehicle-types";
import { demoPhotoUrl } from "@/features/images/drawings/drawing-url";
import { toSlug as kebab } from "@/domain/slug";
import { badgesForYear, carModelsOf, makeInfo, seriesForYear } from "./catalogue";
import type { Badge, CarModel, Paint } from "./catalogue-types";
import type { DemoDealer, DemoLocation, StockPlan } from "./demo-dealers";
import { makeRegoPlate, makeStockNumber, makeVin } from "./identifiers";
import { lenderEstimate, type LenderSetting } from "./lender-estimates";
import type { Random } from "./random";
import { CUSTOM_TAGS, INTERIOR_COLOURS, PAYMENT_PROCESSORS, dealerComment } from "./vehicle-copy";

/** A vehicle row before ids are known: dealership and location are named by slug. */
export type GeneratedVehicle = Omit<
  typeof vehicles.$inferInsert,
  "id" | "siteId" | "dealershipId" | "locationId" | "searchDocument"
> & {
  dealershipSlug: string;
  locationSlug: string;
  createdAt: Date;
};

const DAY = 86_400_000;
/**
 * A grade loses words that repeat the end of the model name: "Vitara" + "Vitara" -> no badge,
 * "MT-09" + "MT-09 SP" -> "SP", "Ranger Raptor" + "Raptor 2.0 Bi-Turbo" -> "2.0 Bi-Turbo".
 */
export function badgeFor(model: string, badge: string): string | null {
  const modelWords = model.split(/\s+/);
  const badgeWords = badge.trim().split(/\s+/);
  for (let n = Math.min(modelWords.length, badgeWords.length); n > 0; n--) {
    if (modelWords.slice(-n).join(" ") === badgeWords.slice(0, n).join(" ")) {
      const rest = badgeWords.slice(n).join(" ");
      return rest === "" ? null : rest;
    }
  }
  return badge.trim() === "" ? null : badge.trim();
}
/** Dealer pricing ends in 990 (e.g. $24,990). */
export const dealerPrice = (n: number) => Math.max(990, Math.round(n / 1000) * 1000 - 10);
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

export interface StockContext {
  random: Random;
  dealer: DemoDealer;
  plan: StockPlan;
  now: Date;
  lender: LenderSetting | null;
  sequence: () => number;
}

function pickYear(random: Random, carType: CarType, now: Date): number {
  const year = now.getUTCFullYear();
  if (carType === "new") return random.chance(0.8) ? year : year + 1;
  if (carType === "demo") return random.chance(0.6) ? year : year - 1;
  return (
    year -
    random.weighted([
      [1, 10],
      [2, 14],
      [3, 14],
      [4, 12],
      [5, 10],
      [6, 9],
      [7, 8],
      [8, 6],
      [9, 5],
      [10, 4],
      [12, 4],
      [14, 3],
    ])
  );
}

/** Finds a model of the make that was sold in the year, falling back to its nearest year. */
function pickModel(random: Random, make: string, year: number): { model: CarModel; year: number } {
  const models = carModelsOf(make);
  const sold = models.filter((m) => m.generations.some((g) => g.from <= year && year <= g.to));
  if (sold.length > 0) return { model: random.pick(sold), year };
  const model = random.pick(models);
  const last = model.generations[model.generations.length - 1]!;
  return { model, year: Math.min(Math.max(year, model.generations[0]!.from), last.to) };
}

/**
 * The demo car's photos: its drawings rendered to 1,600-pixel JPEGs (/media/photos/...), so a fresh clone's pages
 * send real raster photos through the image pipeline, as a stock feed's would.
 */
export function imagesFor(kind: string, paint: Paint, name: string, count: number): VehicleImage[] {
  const views = ["side", "front", "rear", "interior", "detail"] as const;
  return views.slice(0, count).map((view) => ({
    image_key: `${kind}-${paint.hex.slice(1)}-${view}`,
    url: demoPhotoUrl(kind, paint.hex, view),
    width: 1600,
    height: 1068,
    alt: `${name}, ${view} view`,
  }));
}

export function statusFields(ctx: StockContext, carType: CarType) {
  const { random, now } = ctx;
  const status = random.weighted([
    ["in_stock", 84],
    ["coming_soon", 6],
    ["sold", 10],
  ] as const);
  // Sold dates spread over ten days so the include-sold-cars window (0, 3 or 4 days) matters.
  const soldAt = status === "sold" ? new Date(now.getTime() - random.int(1, 10 * 24) * 3_600_000) : null;
  const createdAt = new Date(now.getTime() - random.int(0, 120 * 24) * 3_600_000);
  return {
    status,
    soldAt,
    createdAt,
    updatedAt: new Date(Math.max(createdAt.getTime(), soldAt?.getTime() ?? 0)),
    reserved: status === "in_stock" && random.chance(0.04),
    showOnDealerWebsite: random.chance(0.98),
    // Pre-ordering applies to new cars not yet landed.
    preorder: carType === "new" && status === "coming_soon" && random.chance(0.4),
  };
}

function priceFor(random: Random, priceNew: number, carType: CarType, age: number, km: number): number {
  if (carType === "new") return dealerPrice(priceNew);
  if (carType === "demo") return dealerPrice(priceNew * random.around(0.91, 0.03, 0.85, 0.96));
  const depreciation = Math.pow(0.86, age) * Math.max(0.45, 1 - km / 400_000);
  // Dealers rarely retail a car under about $5,000; older stock goes to auction instead.
  return Math.max(4990, dealerPrice(priceNew * depreciation * random.around(1, 0.06, 0.85, 1.15)));
}

/** A car is complied for the road between 30 and this many days after it is built. */
const COMPLIANCE_AFTER_BUILD_MAX_DAYS = 90;

export function commonFields(
  ctx: StockContext,
  location: DemoLocation,
  carType: CarType,
  itemType: ItemType,
  make: string,
  year: number,
) {
  const { random, dealer, now } = ctx;
  const info = makeInfo(make);
  // Honda's motorcycles come in their own colours.
  const paint = random.pick(itemType === "motorcycle" && info.motorcyclePaints ? info.motorcyclePaints : info.paints);
  const stocknum = makeStockNumber(dealer.stockPrefix, carType, ctx.sequence());
  const buildMonth = random.int(1, 12);
  // No car is built or complied after the day the demo is seeded: a build is at the latest the month 90 days back
  // (compliance follows within 90 days), so this year's new cars early in a year were built late last year.
  const latest = new Date(now.getTime() - COMPLIANCE_AFTER_BUILD_MAX_DAYS * DAY);
  const build = new Date(
    Math.min(
      Date.UTC(carType === "new" ? Math.min(year, now.getUTCFullYear()) : year, buildMonth - 1, 1),
      Date.UTC(latest.getUTCFullYear(), latest.getUTCMonth(), 1),
    ),
  );
  return {
    info,
    paint,
    stocknum,
    itemType,
    carType,
    make,
    makeSlug: info.slug,
    vin: makeVin(random, random.pick(info.wmi), year),
    regplate: carType === "new" ? null : makeRegoPlate(random, location.state as State),
    year,
    buildDate: isoDate(build),
    complianceDate: isoDate(new Date(build.getTime() + random.int(30, COMPLIANCE_AFTER_BUILD_MAX_DAYS) * DAY)),
    regoExpiry: carType === "new" ? null : isoDate(new Date(now.getTime() + random.int(20, 360) * DAY)),
    colour: paint.family,
    paintColour: paint.name,
    city: location.city,
    state: location.state,
    dealershipSlug: ctx.plan.dealership,
    locationSlug: location.slug,
    paymentProcessors: PAYMENT_PROCESSORS.slice(0, random.int(2, 4)),
    customRank: random.int(0, 100),
  };
}

function keywordsFor(
  fuel: string | null,
  body: string | null,
  drive: string | null,
  features: readonly string[],
): string {
  const aliases: string[] = [];
  if (fuel === "Electric") aliases.push("EV", "electric");
  if (fuel === "Hybrid" || fuel === "Plug-in Hybrid") aliases.push("hybrid", "PHEV");
  if (body === "suv") aliases.push("SUV");
  if (drive === "4WD" || body === "4x4") aliases.push("4WD", "4x4", "offroad");
  return [...aliases, ...features].join(" ");
}

export function oneCar(ctx: StockContext, location: DemoLocation): GeneratedVehicle {
  const { random, plan, now } = ctx;
  const carType = random.weighted(plan.carTypes);
  const make =
    carType === "used" || plan.newMakes.length === 0 ? random.weighted(plan.usedMakes) : random.pick(plan.newMakes);
  const picked = pickModel(random, make, pickYear(random, carType, now));
  const { model, year } = picked;
  // Only grades sold in that year (no 2015 MG3 Hybrid+); lower grades sell in greater numbers.
  const grades = badgesForYear(model, year);
  const offered = grades.length > 0 ? grades : model.badges;
  const badge: Badge = random.weighted(offered.map((b, i) => [b, offered.length - i] as const));
  const age = Math.max(0, now.getUTCFullYear() - year);
  const km =
    carType === "new"
      ? random.int(0, 40)
      : carType === "demo"
        ? random.int(800, 12_000)
        : Math.round(random.around(Math.max(1, age) * 14_500, 9_000 + age * 3_000, 3_000, 420_000));
  const common = commonFields(ctx, location, carType, "car", make, year);
  const state = statusFields(ctx, carType);
  const series = seriesForYear(model, year);
  const badgeName = badgeFor(model.model, badge.name);
  const name = [year, make, model.model, badgeName].filter(Boolean).join(" ");
  let price = priceFor(random, badge.priceNew, carType, age, km);
  if (state.preorder || (carType === "used" && random.chance(0.02))) price = 0;
  const certified =
    carType === "used" && make === "Toyota" && age <= 5 && km <= 100_000 && random.chance(ctx.dealer.certifiedShare);
  const tag = certified
    ? "Toyota Certified Pre-Owned"
    : carType === "demo" && random.chance(0.2)
      ? "Test Drive Only"
      : random.chance(0.06)
        ? random.pick(CUSTOM_TAGS)
        : null;
  const gears = badge.gears ?? 0;
  const lenders = ctx.lender ? lenderEstimate(random, ctx.lender, price, age, carType === "new") : {};
  const weekly = Object.values(lenders)
    .map((l) => l.paymentWeek)
    .filter((p): p is number => p !== null);
  const imageCount = state.status === "coming_soon" ? random.int(1, 2) : random.int(3, 5);
  const marketAverage =
    carType === "used" && price > 0 && random.chance(0.7)
      ? Math.round(price * random.around(1.03, 0.05, 0.92, 1.15))
      : null;
  return {
    ...common,
    ...state,
    slug: kebab(`${name} ${common.stocknum}`),
    name,
    carsalesTitle: `${name}${series ? ` ${series}` : ""} ${badge.transmission === "Manual" ? "Manual" : "Auto"} ${badge.drive}`,
    model: model.model,
    modelSlug: model.slug,
    badge: badgeName,
    series,
    certified,
    tag,
    price,
    beforePrice:
      price > 0 && random.chance(0.15)
        ? price + random.int(1, 4) * 1000
        : price > 0 && random.chance(0.03)
          ? price - 1000
          : null,
    subscriptionPrice:
      ctx.dealer.site === "bigbox-used" && price > 0 && random.chance(0.1) ? Math.round(price / 180) : null,
    priceType: carType === "used" ? random.pick(["Drive Away", "Excl. Govt. Charges"]) : "Drive Away",
    weeklyPrice: weekly.length > 0 ? Math.min(...weekly) : null,
    km,
    interiorColour: random.pick(INTERIOR_COLOURS),
    fuel:
      badge.fuel === "Petrol"
        ? "Petrol - Unleaded ULP"
        : badge.fuel === "Hybrid"
          ? "Hybrid - Petrol/Electric"
          : badge.fuel,
    simpleFuel: badge.fuel,
    body: model.body,
    simpleBody: BODY_LABELS[model.body],
    trans:
      badge.fuel === "Electric"
        ? "1 Speed Reduction Gear"
        : gears > 1
          ? `${gears} Speed ${badge.transmission}`
          : "Constantly Variable Transmission",
    simpleTransmission: badge.transmission,
    drive: badge.drive,
    seats: badge.seats,
    doors: badge.doors,
    engineSize: badge.engineCc,
    engineSizeLitres: badge.engineCc ? Math.round(badge.engineCc / 100) / 10 : null,
    cylinders: badge.cylinders,
    views: carType === "new" ? random.int(0, 300) : random.int(0, 2500),
    ...(() => {
      const list = imagesFor(model.body, common.paint, name, imageCount);
      return { images: list, photosCount: list.length, primaryImageUrl: list[0]!.url };
    })(),
    dealerComments: dealerComment(random, name, badge.features),
    file: carType === "used" && random.chance(0.3) ? `/history-reports/${common.stocknum}` : null,
    features: badge.features,
    standardEquipment: badge.features,
    variant: {
      cylinders: badge.cylinders,
      enginesize: badge.engineCc,
      enginesize_litres: badge.engineCc ? Math.round(badge.engineCc / 100) / 10 : null,
      induction: badge.induction,
      geartype: badge.transmission,
      fuelconsumptioncombined: badge.fuelConsumption,
      fuelcapacity: badge.fuelCapacity,
      grossvehiclemass: badge.grossVehicleMass,
      vehiclelength: badge.lengthMm,
      vehicleheight: badge.heightMm,
      vehiclewidth: badge.widthMm,
      torque: badge.torqueNm,
      ancaprating: badge.ancap,
      bodyconfiguration: model.bodyConfiguration,
    },
    specifications: null,
    marketPrices: marketAverage
      ? {
          average_market_price: marketAverage,
          state_average_market_price: random.chance(0.8)
            ? Math.round(marketAverage * random.around(1, 0.03, 0.94, 1.06))
            : null,
        }
      : null,
    financeLenders: lenders,
    hasNvic: carType !== "new" && random.chance(0.9),
    searchKeywords: keywordsFor(badge.fuel, model.body, badge.drive, badge.features),
  };
}
