import { ENQUIRY_CATEGORIES } from "./enquiry-schema";
import { DEFAULT_CATEGORY } from "./lead-messages";

/** The success page's words for each kind of lead (by the stored lead's category, never the address). */
export interface SuccessCopy {
  heading: string;
  body: string;
}

// A Map, not an object: a lookup by text must not find "constructor", "__proto__" or "toString".
const COPY: ReadonlyMap<string, SuccessCopy> = new Map([
  [
    "Test Drive",
    {
      heading: "Your test drive request is in",
      body: "Thank you. We'll contact you shortly to confirm the day and time of your test drive.",
    },
  ],
  [
    "Finance Enquiry",
    {
      heading: "Your finance enquiry has been sent",
      body: "Thank you. A member of our finance team will contact you shortly to talk through your options.",
    },
  ],
  [
    "Trade-In",
    {
      heading: "Your valuation request has been sent",
      body: "Thank you. We'll look at your car's details and contact you with a valuation.",
    },
  ],
  [
    "Fleet",
    {
      heading: "Thanks for getting in touch",
      body: "Thank you. Our fleet team will contact you shortly to discuss your business's needs.",
    },
  ],
  [
    "Vehicle Enquiry",
    { heading: "Your enquiry has been sent", body: "Thank you. We'll get back to you about this vehicle shortly." },
  ],
]);
export const GENERAL_SUCCESS_COPY: SuccessCopy = {
  heading: "Thank you for your enquiry",
  body: "Your enquiry has been sent to our team and we'll get back to you shortly.",
};

export function successCopy(category: string | undefined): SuccessCopy {
  return (category !== undefined && COPY.get(category)) || GENERAL_SUCCESS_COPY;
}

const KNOWN_CATEGORIES: ReadonlySet<string> = new Set(ENQUIRY_CATEGORIES);

/** The category a conversion is reported under: one the forms file leads under (normaliseCategory, each form definition in forms/), else the default. */
export function successCategory(stored: string): string {
  return KNOWN_CATEGORIES.has(stored) ? stored : DEFAULT_CATEGORY;
}
