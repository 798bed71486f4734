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
  /** The site's primary colour: the e-mail carries the site's branding. */
  brandColour: string;
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

/** One line about one car: a new match with its price, or a drop from its old price to the new one. */
export function carLine(car: AlertCar): string {
  if (car.kind === "price_drop" && car.oldPrice !== null && car.price !== null)
    return `Price drop: ${car.name}, now ${money(car.price)} (was ${money(car.oldPrice)}, down ${money(car.oldPrice - car.price)})`;
  return `New match: ${car.name}, ${money(car.price)}`;
}

/** The subject names the dealer and the search, and how many cars: a shopper sees who writes and why. */
export function alertSubject(input: Pick<AlertMessageInput, "dealer" | "searchName" | "cars">): string {
  const n = input.cars.length;
  return `${input.dealer}: ${n} ${n === 1 ? "update" : "updates"} for your saved search "${input.searchName}"`;
}

/** The e-mail's text part: the dealer, each car with its link, the search's link and the unsubscribe link. */
export function alertText(input: AlertMessageInput): string {
  return [
    `${input.dealer} — alerts for your saved search "${input.searchName}"`,
    "",
    ...input.cars.flatMap((car) => [carLine(car), car.url, ""]),
    `See every car in this search: ${input.searchUrl}`,
    "",
    `You asked ${input.dealer} for these alerts. Stop them with one click: ${input.unsubscribeUrl}`,
  ].join("\n");
}

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/** The site's colour when it is a plain hex colour (it goes into a style attribute), else near-black. */
export const safeColour = (colour: string) => (/^#[0-9a-fA-F]{3,8}$/.test(colour) ? colour : "#1a1a1a");

/** The e-mail's HTML part: the same words as the text, in the site's colour. */
export function alertHtml(input: AlertMessageInput): string {
  const colour = safeColour(input.brandColour);
  const items = input.cars
    .map((car) => `<li><a href="${escapeHtml(car.url)}">${escapeHtml(carLine(car))}</a></li>`)
    .join("");
  return [
    `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a1a1a">`,
    `<h1 style="color:${colour};font-size:20px">${escapeHtml(input.dealer)}</h1>`,
    `<p>Alerts for your saved search &ldquo;${escapeHtml(input.searchName)}&rdquo;:</p>`,
    `<ul>${items}</ul>`,
    `<p><a href="${escapeHtml(input.searchUrl)}">See every car in this search</a></p>`,
    `<p style="font-size:12px">You asked ${escapeHtml(input.dealer)} for these alerts. `,
    `<a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a></p>`,
    `</body></html>`,
  ].join("");
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
