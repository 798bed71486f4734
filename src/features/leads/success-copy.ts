/** The success page's words for each kind of lead (/success?category=...). */
export interface SuccessCopy {
  heading: string;
  body: string;
}

const COPY: Record<string, SuccessCopy> = {
  "Test Drive": { heading: "Your test drive request is in", body: "Thank you. We'll contact you shortly to confirm the day and time of your test drive." },
  "Finance Enquiry": { heading: "Your finance enquiry has been sent", body: "Thank you. A member of our finance team will contact you shortly to talk through your options." },
  "Trade-In": { heading: "Your valuation request has been sent", body: "Thank you. We'll look at your car's details and contact you with a valuation." },
  Fleet: { heading: "Thanks for getting in touch", body: "Thank you. Our fleet team will contact you shortly to discuss your business's needs." },
  "Vehicle Enquiry": { heading: "Your enquiry has been sent", body: "Thank you. We'll get back to you about this vehicle shortly." },
};
const GENERAL: SuccessCopy = { heading: "Thank you for your enquiry", body: "Your enquiry has been sent to our team and we'll get back to you shortly." };

export function successCopy(category: string | undefined): SuccessCopy {
  return (category && COPY[category]) || GENERAL;
}
