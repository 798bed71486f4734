import type { AnnouncementKind } from "./alert-matching";

/** A car as one alert message names it. */
export interface AlertCar {
  kind: AnnouncementKind;
  name: string;
  url: string;
  price: number | null;
  oldPrice: number | null;
}

export interface AlertMessageInput {
  dealer: string;
  searchName: string;
  searchUrl: string;
  unsubscribeUrl: string;
  cars: readonly AlertCar[];
}

/** The words every SMS alert ends with (Spam Act: a way to stop, in the message itself). */
export const SMS_OPT_OUT = "Reply STOP to opt out";
/** An SMS names at most this many cars; the rest are counted. */
const SMS_CARS = 2;

export const money = (n: number | null) => (n === null ? "Price on application" : `$${n.toLocaleString("en-AU")}`);

/** A drop in words: the new price, the old one and the saving. */
export const dropWords = (price: number, oldPrice: number) =>
  `now ${money(price)} (was ${money(oldPrice)}, down ${money(oldPrice - price)})`;

const isDrop = (car: AlertCar): car is AlertCar & { price: number; oldPrice: number } =>
  car.kind === "price_drop" && car.oldPrice !== null && car.price !== null;

/** One line about one car: a new match with its price, or a drop from its old price to the new one. */
export function carLine(car: AlertCar): string {
  if (isDrop(car)) return `Price drop: ${car.name}, ${dropWords(car.price, car.oldPrice)}`;
  return `New match: ${car.name}, ${money(car.price)}`;
}

/** What is new about a car, after its title (the e-mail shows the title above it): as carLine, without the name. */
export function carNews(car: AlertCar): string {
  if (isDrop(car)) return `Price drop: ${dropWords(car.price, car.oldPrice)}`;
  return `New match: ${money(car.price)}`;
}

/** The subject names the dealer and the search, and how many cars: a shopper sees who writes and why. */
export function alertSubject(input: Pick<AlertMessageInput, "dealer" | "searchName" | "cars">): string {
  const n = input.cars.length;
  return `${input.dealer}: ${n} ${n === 1 ? "update" : "updates"} for your saved search "${input.searchName}"`;
}

/**
 * The SMS: the dealer first, the first cars, the search's link, and the opt-out last (a signed link too: the SMS
 * gateway has no inbound path for STOP replies yet, so the link is what stops the alerts at once).
 */
export function alertSms(input: AlertMessageInput): string {
  const shown = input.cars.slice(0, SMS_CARS).map(carLine);
  const more = input.cars.length - shown.length;
  return [
    `${input.dealer}: "${input.searchName}"`,
    ...shown,
    ...(more > 0 ? [`and ${more} more`] : []),
    input.searchUrl,
    `Stop: ${input.unsubscribeUrl}`,
    SMS_OPT_OUT,
  ].join("\n");
}

/**
 * The sender as the shopper's mail shows it: the dealer's name over the platform's address, so every alert identifies
 * the dealer before it is opened (Spam Act). A site this process does not serve keeps the address as configured.
 */
export function dealerSender(mailFrom: string, dealer: string | undefined): string {
  if (!dealer) return mailFrom;
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `"${dealer.replace(/["\\\r\n]/g, "")}" <${address}>`;
}
