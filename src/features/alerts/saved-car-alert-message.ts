import { dropWords, money, SMS_OPT_OUT } from "./alert-message";
import type { SavedCarAlertKind } from "./saved-car-alert-rules";

/** One piece of news about the saved car, as a message tells it. */
export interface SavedCarNews {
  kind: SavedCarAlertKind;
  price: number | null;
  oldPrice: number | null;
}

export interface SavedCarMessageInput {
  dealer: string;
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
    return `Price drop: ${carName}, ${dropWords(news.price, news.oldPrice)}`;
  return `Price drop: ${carName}, now ${money(news.price)}`;
}

/** The subject names the dealer and the saved car: a shopper sees who writes and why. */
export function savedCarSubject(input: Pick<SavedCarMessageInput, "dealer" | "carName">): string {
  return `${input.dealer}: news about your saved car ${input.carName}`;
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
