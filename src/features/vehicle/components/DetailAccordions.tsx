import type { SiteConfig } from "@/platform/site/config-schema";
import { formatMoney } from "@/features/vehicle/vehicle-display";

const item = (title: string, body: React.ReactNode) => (
  <details key={title} className="border-b border-gray-200 py-3">
    <summary className="cursor-pointer font-semibold">{title}</summary>
    <div className="mt-2 space-y-2 text-gray-800">{body}</div>
  </details>
);

/**
 * Reserve Online, Why Buy From Us, Protect Your Car, and the certified pre-owned programme where the brand has
 * one: the dealer's and brand's words come from the site's configuration (vehiclePage). The programme explains what a
 * certified car comes with, so it shows on certified cars only (`certified`: the car shows a certified badge).
 */
export function DetailAccordions({
  config,
  reservable,
  certified,
}: {
  config: SiteConfig;
  reservable: boolean;
  certified: boolean;
}) {
  const deposit = formatMoney(config.reserve.depositAmount);
  const words = config.vehiclePage;
  return (
    <section aria-label="More about buying this vehicle" className="mt-8">
      {reservable
        ? item(
            "Reserve Online",
            <p>
              Reserve this vehicle online for a fully refundable {deposit} deposit and we will hold it for you for{" "}
              {config.reserve.holdHours} hours while you arrange a test drive, finance or an inspection. Changed your
              mind? Your deposit is 100% refundable.
            </p>,
          )
        : null}
      {item(
        "Why Buy From Us",
        <ul className="list-disc pl-5">
          {words.whyBuyFromUs.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>,
      )}
      {item("Protect Your Car", <p>{words.protectYourCar}</p>)}
      {certified && words.certifiedProgramme
        ? item(
            words.certifiedProgramme.title,
            <ul className="list-disc pl-5">
              {words.certifiedProgramme.benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
            </ul>,
          )
        : null}
    </section>
  );
}
