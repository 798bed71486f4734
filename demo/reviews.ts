import type { Review } from "@/domain/location-types";
import type { Random } from "./random";

const FIRST = [
  "Priya",
  "Liam",
  "Mei",
  "Jack",
  "Aroha",
  "Noah",
  "Sofia",
  "Tom",
  "Fatima",
  "Oliver",
  "Grace",
  "Raj",
  "Chloe",
  "Ben",
  "Lucia",
  "Sam",
];
const TITLES: Record<number, string[]> = {
  5: ["Fantastic service", "Easy purchase", "Highly recommend", "Great experience"],
  4: ["Good experience", "Helpful staff", "Happy with the car"],
  3: ["Okay overall", "Took a while"],
};
const TEXTS: Record<number, string[]> = {
  5: [
    "The team made buying our car quick and easy, and followed up after delivery.",
    "No pressure, clear pricing and the car was spotless on pick-up.",
    "Booked a service online and it was done on time with a wash as well.",
  ],
  4: [
    "Friendly staff and a fair trade-in offer. Paperwork took a little longer than expected.",
    "Good range of stock and an honest sales person.",
  ],
  3: ["The car is great but we waited a while for the finance paperwork."],
};

/** Invented customer reviews (first name and initial only), mostly positive as real dealer pages are. */
export function demoReviews(
  random: Random,
  now: Date,
): { reviews: Review[]; averageRating: number; reviewCount: number } {
  const reviews = Array.from({ length: random.int(6, 14) }, (): Review => {
    const rating = random.weighted([
      [5, 7],
      [4, 3],
      [3, 1],
    ] as const);
    return {
      author: `${random.pick(FIRST)} ${String.fromCharCode(65 + random.int(0, 25))}.`,
      rating,
      title: random.pick(TITLES[rating]!),
      text: random.pick(TEXTS[rating]!),
      date: new Date(now.getTime() - random.int(1, 400) * 86_400_000).toISOString().slice(0, 10),
    };
  });
  // The listing's own totals are larger than the handful of reviews shown.
  const reviewCount = reviews.length * random.int(8, 25);
  const averageRating = Math.round((reviews.reduce((s, r) => s + r.rating, 0) / reviews.length) * 10) / 10;
  return { reviews, averageRating, reviewCount };
}
