import { telHref } from "@/ui/tel-href";
import { BEING_RESERVED, qualifies, type AskingPrice, type ReserveOffer } from "@/features/vehicle";

/**
 * Search result card rules: the buttons a card shows, which vary by dealership, and where each leads.
 */

export const SIMILAR_PROMPT = "Like this and want something similar?";
export const NO_RESULTS_ACTION = "Find Me Something Similar";

export type ResultButtonsVariant = "reserve-details" | "details-finance" | "enquire-finance-testdrive-ctd";

export type CardButton =
  | {
      label: string;
      href: string;
      style: "primary" | "danger" | "secondary";
      /** The reserve button's fee label: the site's deposit. */
      fee?: string;
    }
  /** Said in place of 'Reserve Car Now' while another shopper pays the car's deposit: a note, not a link. */
  | { label: string; href: null; style: "note" };

export interface ResultButtonOptions {
  /** Whether the car may be reserved now, or is being reserved (reserveOffer). */
  reserve: ReserveOffer;
  /** The site's deposit, as the reserve button's fee label shows it ("$200"). */
  deposit: string;
  reserveVariant: "checkout" | "buy-online";
  phone: string | null;
  /** The site's own finance page (the first of `finance.routes`): /finance is a 404 where the site names another. */
  financeRoute: string;
}

/**
 * Search result buttons vary by dealership, for a sellable car:
 * - "reserve-details": 'Reserve Car Now' with the deposit as its fee (only when reserve-eligible; while the car is being
 *   reserved, a note saying so in its place) and 'details';
 * - "details-finance": 'details' (danger style) plus 'Finance Enquiry', and ignores the reserve check;
 * - "enquire-finance-testdrive-ctd": 'Enquire', 'Finance', 'Test Drive' and 'CTD' (call the dealer: a tel: link, only when a phone number is given).
 * Routes: details -> /cars/{slug}; reserve -> /cars/{slug}/checkout or /cars/{slug}/buy-online (reserveVariant);
 * Finance Enquiry / Finance -> {the site's finance route}?car_id={slug}; Enquire -> /cars/{slug}#enquire; Test Drive -> /book-test-drive?car_id={slug}.
 */
export function resultButtons(
  variant: ResultButtonsVariant,
  car: { slug: string; status: string; price: AskingPrice },
  options: ResultButtonOptions,
): CardButton[] {
  // Slugs come from the stock feed; encoding keeps an odd character from changing the route or the query.
  const slug = encodeURIComponent(car.slug);
  const details = `/cars/${slug}`;
  const finance = `${options.financeRoute}?car_id=${slug}`;
  // A car that is not sellable (sold, or without a price) has no actions, only the way to a similar one
  // (its page's enquiry asks for something similar).
  if (!qualifies(car)) return [{ label: NO_RESULTS_ACTION, href: `${details}#enquire`, style: "primary" }];

  switch (variant) {
    case "reserve-details": {
      const buttons: CardButton[] = [];
      if (options.reserve === "reserve")
        buttons.push({
          label: "Reserve Car Now",
          href: `${details}/${options.reserveVariant}`,
          style: "primary",
          fee: options.deposit,
        });
      if (options.reserve === "being-reserved") buttons.push({ label: BEING_RESERVED, href: null, style: "note" });
      buttons.push({ label: "details", href: details, style: "secondary" });
      return buttons;
    }
    case "details-finance":
      return [
        { label: "details", href: details, style: "danger" },
        { label: "Finance Enquiry", href: finance, style: "secondary" },
      ];
    case "enquire-finance-testdrive-ctd": {
      const buttons: CardButton[] = [
        { label: "Enquire", href: `${details}#enquire`, style: "primary" },
        { label: "Finance", href: finance, style: "secondary" },
        { label: "Test Drive", href: `/book-test-drive?car_id=${slug}`, style: "secondary" },
      ];
      const tel = telHref(options.phone);
      if (tel) buttons.push({ label: "CTD", href: tel, style: "secondary" });
      return buttons;
    }
  }
}
