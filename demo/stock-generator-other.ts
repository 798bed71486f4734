import type { CarType } from "@/domain/vehicle-kinds";
import { CARAVAN_MODELS, MOTORCYCLE_MODELS } from "./catalogue";
import { dealerComment } from "./vehicle-copy";
import type { DemoLocation } from "./demo-dealers";
import { lenderEstimate } from "./lender-estimates";
import type { StockContext, GeneratedVehicle } from "./stock-generator";
import { toSlug as kebab } from "@/domain/slug";
import { badgeFor, commonFields, imagesFor, statusFields, dealerPrice } from "./stock-generator";

/** Caravans: no odometer, engine or body type; width, length, masses, axle and berths instead. */
export function oneCaravan(ctx: StockContext, location: DemoLocation): GeneratedVehicle {
  const { random, now } = ctx;
  const model = random.pick(CARAVAN_MODELS);
  const badge = random.pick(model.badges);
  const carType: CarType = random.chance(0.45) ? "new" : "used";
  const year =
    carType === "new"
      ? now.getUTCFullYear()
      : random.int(
          Math.max(model.years[0], now.getUTCFullYear() - 12),
          Math.min(model.years[1], now.getUTCFullYear() - 1),
        );
  const age = now.getUTCFullYear() - year;
  const common = commonFields(ctx, location, carType, "caravan", model.make, year);
  const state = statusFields(ctx, carType);
  const badgeName = badgeFor(model.model, badge.name);
  const name = [year, model.make, model.model, badgeName].filter(Boolean).join(" ");
  const price = state.preorder
    ? 0
    : dealerPrice(
        carType === "new" ? badge.priceNew : badge.priceNew * Math.pow(0.9, age) * random.around(1, 0.05, 0.88, 1.12),
      );
  const lenders = ctx.lender ? lenderEstimate(random, ctx.lender, price, age, carType === "new") : {};
  const list = imagesFor("caravan", common.paint, name, state.status === "coming_soon" ? 1 : random.int(3, 5));
  return {
    ...common,
    ...state,
    slug: kebab(`${name} ${common.stocknum}`),
    name,
    carsalesTitle: `${name} ${badge.bodyLengthFt}ft ${badge.axle} Axle`,
    model: model.model,
    modelSlug: model.slug,
    badge: badgeName,
    series: null,
    certified: false,
    tag: random.chance(0.08) ? "Off-road Ready" : null,
    price,
    beforePrice: price > 0 && random.chance(0.12) ? price + random.int(1, 5) * 1000 : null,
    subscriptionPrice: null,
    priceType: "Drive Away",
    weeklyPrice: Object.values(lenders)[0]?.paymentWeek ?? null,
    km: 0,
    interiorColour: null,
    fuel: null,
    simpleFuel: null,
    body: null,
    simpleBody: "Caravan",
    trans: null,
    simpleTransmission: null,
    drive: null,
    seats: null,
    doors: 1,
    engineSize: null,
    engineSizeLitres: null,
    cylinders: null,
    views: random.int(0, 1500),
    images: list,
    photosCount: list.length,
    primaryImageUrl: list[0]!.url,
    dealerComments: dealerComment(random, name, badge.features),
    file: null,
    features: badge.features,
    standardEquipment: badge.features,
    variant: null,
    specifications: {
      body_width: badge.bodyWidthMm,
      body_length: badge.bodyLengthFt,
      tare_weight: badge.tareKg,
      axle_type: badge.axle,
      sleeps: badge.sleeps,
      aggregate_trailer_mass: badge.atmKg,
    },
    marketPrices: null,
    financeLenders: lenders,
    hasNvic: false,
    searchKeywords: ["caravan", `sleeps ${badge.sleeps}`, ...badge.features].join(" "),
  };
}

export function oneMotorcycle(ctx: StockContext, location: DemoLocation): GeneratedVehicle {
  const { random, now } = ctx;
  const model = random.pick(MOTORCYCLE_MODELS);
  const badge = random.pick(model.badges);
  const year = random.int(
    Math.max(model.years[0], now.getUTCFullYear() - 9),
    Math.min(model.years[1], now.getUTCFullYear()),
  );
  const age = now.getUTCFullYear() - year;
  const km = Math.round(random.around(Math.max(1, age) * 5_000, 3_000, 500, 90_000));
  const common = commonFields(ctx, location, "used", "motorcycle", model.make, year);
  const state = statusFields(ctx, "used");
  const badgeName = badgeFor(model.model, badge.name);
  const name = [year, model.make, model.model, badgeName].filter(Boolean).join(" ");
  const price = dealerPrice(badge.priceNew * Math.pow(0.88, age) * random.around(1, 0.05, 0.9, 1.1));
  const lenders = ctx.lender ? lenderEstimate(random, ctx.lender, price, age, false) : {};
  const list = imagesFor("motorcycle", common.paint, name, random.int(2, 4));
  return {
    ...common,
    ...state,
    slug: kebab(`${name} ${common.stocknum}`),
    name,
    carsalesTitle: name,
    model: model.model,
    modelSlug: model.slug,
    badge: badgeName,
    series: null,
    certified: false,
    tag: null,
    price,
    beforePrice: null,
    subscriptionPrice: null,
    priceType: "Drive Away",
    weeklyPrice: Object.values(lenders)[0]?.paymentWeek ?? null,
    km,
    interiorColour: null,
    fuel: "Petrol - Premium ULP",
    simpleFuel: badge.fuel,
    body: null,
    simpleBody: "Motorcycle",
    trans: "6 Speed Manual",
    simpleTransmission: "Manual",
    drive: "RWD",
    seats: 2,
    doors: null,
    engineSize: badge.engineCc,
    engineSizeLitres: Math.round(badge.engineCc / 100) / 10,
    cylinders: badge.cylinders,
    views: random.int(0, 900),
    images: list,
    photosCount: list.length,
    primaryImageUrl: list[0]!.url,
    dealerComments: dealerComment(random, name, badge.features),
    file: random.chance(0.2) ? `/history-reports/${common.stocknum}` : null,
    features: badge.features,
    standardEquipment: badge.features,
    variant: null,
    specifications: null,
    marketPrices: null,
    financeLenders: lenders,
    hasNvic: true,
    searchKeywords: ["motorcycle", "motorbike", ...badge.features].join(" "),
  };
}
