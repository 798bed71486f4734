import { CAR_TYPE_LABELS, type CarType } from "@/domain/vehicle-kinds";
import type { CaravanSpecifications } from "@/domain/vehicle-types";
import { wholeNumber } from "@/ui/whole-number";

/** Feet to metres. */
const FEET_TO_METRES = 0.3048;

export interface FactsInput {
  carType: string;
  itemType: string;
  simpleTransmission: string | null;
  simpleBody: string | null;
  km: number;
  simpleFuel: string | null;
  regoExpiry: string | null;
  stocknum: string;
  buildDate: string | null;
  complianceDate: string | null;
  colour: string | null;
  paintColour: string | null;
  interiorColour: string | null;
  drive: string | null;
  seats: number | null;
  doors: number | null;
  engineSize: number | null;
  views: number;
  vin: string | null;
  regplate: string | null;
  specifications: CaravanSpecifications | null;
}

export interface FactsOptions {
  showComplianceDate: boolean;
  showInteriorColour: boolean;
  address: string | null;
}

const monthYear = (iso: string | null) => (iso ? `${iso.slice(5, 7)}/${iso.slice(0, 4)}` : null);

/**
 * The vehicle details box, in the spec's order; empty values are hidden. Compliance date and interior
 * colour appear only on sites that show them; caravans show their specifications instead of car data.
 */
export function vehicleFacts(car: FactsInput, options: FactsOptions): { label: string; value: string }[] {
  const caravan = car.itemType === "caravan" && car.specifications;
  const rows: [string, string | number | null | undefined | false][] = [
    ["Car type", CAR_TYPE_LABELS[car.carType as CarType]],
    ["Transmission", car.simpleTransmission],
    ["Body", car.simpleBody],
    ["Kms", car.itemType === "caravan" ? null : `${wholeNumber(car.km)} km`],
    ["Fuel", car.simpleFuel],
    ["Rego expiry", monthYear(car.regoExpiry)],
    ["Stock number", car.stocknum],
    ["Build date", monthYear(car.buildDate)],
    ["Compliance date", options.showComplianceDate && monthYear(car.complianceDate)],
    ["Address", options.address],
    ["Colour", car.paintColour ?? car.colour],
    ["Interior colour", options.showInteriorColour && car.interiorColour],
    ["Drive", car.drive],
    ["Seats", car.seats],
    ["Doors", car.doors],
    ["Engine size", car.engineSize ? `${wholeNumber(car.engineSize)} cc` : null],
    ["Views", wholeNumber(car.views)],
    ["VIN", car.vin],
    ["Rego", car.regplate],
  ];
  if (caravan) {
    const s = car.specifications!;
    rows.push(
      ["Width", `${wholeNumber(s.body_width)} mm`],
      ["Length", `${s.body_length} ft (${(s.body_length * FEET_TO_METRES).toFixed(2)} m)`],
      ["Tare weight", `${wholeNumber(s.tare_weight)} kg`],
      ["Axle type", s.axle_type],
      ["Sleeps", s.sleeps],
      ["Aggregate trailer mass", `${wholeNumber(s.aggregate_trailer_mass)} kg`],
    );
  }
  return rows
    .filter(([, v]) => v !== null && v !== undefined && v !== false && v !== "")
    .map(([label, v]) => ({ label, value: String(v) }));
}
