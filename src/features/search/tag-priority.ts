import { certifiedBadge, isAvailable } from "@/features/vehicle";

/**
 * The single tag a search result card shows:
 * the first rule that applies wins, and a car that is no longer available always shows the sold tag.
 */
export interface TagFacts {
  status: "in_stock" | "coming_soon" | "sold";
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  simpleFuel: string | null;
  createdAt: Date;
  /** When the shown price last went down, while that drop is its latest change; null otherwise. */
  priceDroppedAt: Date | null;
  carType: "new" | "used" | "demo";
  /** Whose certified-used programme, if any, the car belongs to. */
  make: string;
}

export interface TagOptions {
  /** Only some tenants show the electric/hybrid tag. */
  electricHybridTag: boolean;
  newArrivalDays: number;
  /** Days a drop of the price tags the card; null: the site shows no price-drop tag. */
  priceDropDays: number | null;
  now: Date;
}

export type CarTag =
  | { kind: "fuel"; label: "Electric" | "Hybrid" }
  | { kind: "reserved"; label: "Reserved" }
  /** The manufacturer's certified-used logo (alt text: the programme's name); a text badge for a make without a programme. */
  | { kind: "certified"; label: string; logo: { src: string; alt: string } | null }
  | { kind: "custom"; label: string }
  | { kind: "coming-soon"; label: "COMING SOON" }
  | { kind: "price-drop"; label: "Price Drop" }
  | { kind: "new-arrival"; label: "New Arrival" }
  | { kind: "sold"; label: "JUST SOLD" };

/** New tag: car created within 8 days. */
export const NEW_ARRIVAL_DAYS = 8;
const DAY_MS = 86_400_000;

// Feeds spell fuel types inconsistently ("Plug-in Hybrid", "plug in hybrid", "ELECTRIC"), so compare a normalised form.
function fuelTagLabel(simpleFuel: string | null): "Electric" | "Hybrid" | null {
  const fuel = simpleFuel
    ?.trim()
    .toLowerCase()
    .replace(/[\s-]+/g, " ");
  if (fuel === "electric") return "Electric";
  if (fuel === "hybrid" || fuel === "plug in hybrid") return "Hybrid";
  return null;
}

// A blank tag from the feed must not produce an empty badge.
const tagText = (tag: string | null) => (tag !== null && tag.trim() !== "" ? tag.trim() : null);

function isNewArrival(createdAt: Date, options: TagOptions): boolean {
  const created = createdAt.getTime();
  // An invalid date must not make every car look new.
  if (Number.isNaN(created)) return false;
  return created >= options.now.getTime() - options.newArrivalDays * DAY_MS;
}

/** Whether the car's latest price change is a drop within the site's days (a drop dated ahead of now counts too). */
function isRecentDrop(priceDroppedAt: Date | null, options: TagOptions): boolean {
  if (options.priceDropDays === null || priceDroppedAt === null) return false;
  const dropped = priceDroppedAt.getTime();
  if (Number.isNaN(dropped)) return false;
  return dropped >= options.now.getTime() - options.priceDropDays * DAY_MS;
}

export function carTag(car: TagFacts, options: TagOptions): CarTag | null {
  if (!isAvailable(car.status)) return { kind: "sold", label: "JUST SOLD" };

  const fuel = options.electricHybridTag ? fuelTagLabel(car.simpleFuel) : null;
  if (fuel) return { kind: "fuel", label: fuel };
  if (car.reserved) return { kind: "reserved", label: "Reserved" };

  // The manufacturer's certified programme covers used cars only; a certified new or demo car falls through.
  const certified = certifiedBadge(car);
  if (certified) return { kind: "certified", ...certified };
  const custom = tagText(car.tag);
  if (custom) return { kind: "custom", label: custom };
  if (car.status === "coming_soon") return { kind: "coming-soon", label: "COMING SOON" };
  // A recent price drop (where the site asks) comes after what the car is (sold, reserved, certified, the dealer's own
  // tag, not here yet): those say whether and how it can be bought, the dealer's tag is the dealer's deliberate choice,
  // and a coming-soon car's price matters less than its arrival. It comes before New Arrival: to a shopper who comes
  // back, a lower price is the newer news, and a new car's first price dropping says more than that it is new.
  if (isRecentDrop(car.priceDroppedAt, options)) return { kind: "price-drop", label: "Price Drop" };
  if (isNewArrival(car.createdAt, options)) return { kind: "new-arrival", label: "New Arrival" };
  return null;
}
