import { RULES } from "@/features/trade-in/valuation";
import { wholeNumber } from "@/ui/whole-number";

/**
 * The Trade-in FAQ block (no online estimate for cars over 7 years old or
 * over 100,000 km). Plain details elements: it opens and closes without JavaScript.
 */
const FAQ: { q: string; a: string }[] = [
  {
    q: "How is my offer worked out?",
    a: "From what similar cars (same make and model, within two years of yours) are worth on the market, adjusted for your car's year, kilometres and condition, less the dealer's cost of reconditioning and selling it.",
  },
  {
    q: "Which cars can be valued online?",
    a: `Cars up to ${RULES.maxAgeYears} years old with up to ${wholeNumber(RULES.maxKm)} km. We don't give an online estimate for cars over ${RULES.maxAgeYears} years old or over ${wholeNumber(RULES.maxKm)} km: the dealer appraises them in person instead.`,
  },
  {
    q: "How long is my offer valid?",
    a: `${RULES.validDays} days from when it is made, as shown by its expiry date. After that you can ask for a new offer.`,
  },
  {
    q: "Is the offer final?",
    a: "Every offer is subject to an inspection of the car by the dealer. If the car matches your answers, the offer stands.",
  },
  {
    q: "I still owe money on my car. Can I sell it?",
    a: "Yes. Finance owing does not change the offer: the dealer pays out the loan from it and pays you the rest.",
  },
];

export function TradeInFaq() {
  return (
    <section aria-labelledby="trade-in-faq" className="mt-10">
      <h2 id="trade-in-faq" className="text-2xl font-bold">
        Trade-in FAQ
      </h2>
      <div className="mt-3 divide-y rounded-lg border">
        {FAQ.map((item) => (
          <details key={item.q} className="p-4">
            <summary className="cursor-pointer font-semibold">{item.q}</summary>
            <p className="mt-2">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
