import { escapeHtml, money, safeColour, SMS_OPT_OUT } from "./alert-message";
import type { SavedCarAlertKind } from "./saved-car-alert-rules";

/** One piece of news about the saved car, as a message tells it. */
export interface SavedCarNews {
  kind: SavedCarAlertKind;
  price: number | null;
  oldPrice: number | null;
}

export interface SavedCarMessageInput {
  dealer: string;
  brandColour: string;
  carName: string;
  carUrl: string;
  unsubscribeUrl: string;
  news: readonly SavedCarNews[];
}

/** One line of news: a drop from the old price to the new, reserved by another shopper, or sold. */
export function savedCarLine(carName: string, news: SavedCarNews): string {
  if (news.kind === "sold") return `Sold: ${carName} has been sold.`;
  if (news.kind === "reserved") return `Reserved: ${carName} has been reserved by another buyer.`;
  if (news.oldPrice !== null && news.price !== null)
    return `Price drop: ${carName}, now ${money(news.price)} (was ${money(news.oldPrice)}, down ${money(news.oldPrice - news.price)})`;
  return `Price drop: ${carName}, now ${money(news.price)}`;
}

/** The subject names the dealer and the saved car: a shopper sees who writes and why. */
export function savedCarSubject(input: Pick<SavedCarMessageInput, "dealer" | "carName">): string {
  return `${input.dealer}: news about your saved car ${input.carName}`;
}

export function savedCarText(input: SavedCarMessageInput): string {
  return [
    `${input.dealer} — alerts for your saved car ${input.carName}`,
    "",
    ...input.news.map((n) => savedCarLine(input.carName, n)),
    "",
    `See the car: ${input.carUrl}`,
    "",
    `You asked ${input.dealer} for these alerts. Stop them with one click: ${input.unsubscribeUrl}`,
  ].join("\n");
}

export function savedCarHtml(input: SavedCarMessageInput): string {
  const items = input.news.map((n) => `<li>${escapeHtml(savedCarLine(input.carName, n))}</li>`).join("");
  return [
    `<!doctype html><html lang="en"><body style="font-family:Arial,sans-serif;color:#1a1a1a">`,
    `<h1 style="color:${safeColour(input.brandColour)};font-size:20px">${escapeHtml(input.dealer)}</h1>`,
    `<p>Alerts for your saved car ${escapeHtml(input.carName)}:</p>`,
    `<ul>${items}</ul>`,
    `<p><a href="${escapeHtml(input.carUrl)}">See the car</a></p>`,
    `<p style="font-size:12px">You asked ${escapeHtml(input.dealer)} for these alerts. `,
    `<a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a></p>`,
    `</body></html>`,
  ].join("");
}

/** The SMS: the dealer first, the newest news, the car's link, and the opt-out last (as saved-search SMS). */
export function savedCarSms(input: SavedCarMessageInput): string {
  return [
    `${input.dealer}:`,
    savedCarLine(input.carName, input.news[0]!),
    ...(input.news.length > 1 ? [`and ${input.news.length - 1} more`] : []),
    input.carUrl,
    `Stop: ${input.unsubscribeUrl}`,
    SMS_OPT_OUT,
  ].join("\n");
}
