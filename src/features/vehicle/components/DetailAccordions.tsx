import type { SiteConfig } from "@/platform/site/config-schema";
import type { CertifiedProgramme } from "@/features/vehicle/certified-programme";
import { formatMoney } from "@/features/vehicle/vehicle-display";

const item = (title: string, body: React.ReactNode) => (
  <details key={title} className="border-b border-gray-200 py-3">
    <summary className="cursor-pointer font-semibold">{title}</summary>
    <div className="mt-2 space-y-2 text-gray-800">{body}</div>
  </details>
);

/** Reserve Online, Why Buy From Us, Protect Your Car, and the certified pre-owned programme where the brand has it. */
export function DetailAccordions({
  config,
  certifiedProgramme,
  reservable,
}: {
  config: SiteConfig;
  certifiedProgramme: CertifiedProgramme | null;
  reservable: boolean;
}) {
  const deposit = formatMoney(config.reserve.depositAmount);
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
          <li>Haggle-free drive-away pricing on every vehicle.</li>
          <li>Every vehicle inspected by qualified technicians before sale.</li>
          <li>Finance for approved applicants and fair value for your trade-in.</li>
          <li>A home test drive on request.</li>
        </ul>,
      )}
      {item(
        "Protect Your Car",
        <p>
          Ask us about extended warranty, paint and interior protection, and comprehensive insurance, arranged before
          you drive away.
        </p>,
      )}
      {certifiedProgramme
        ? item(
            certifiedProgramme.name,
            <ul className="list-disc pl-5">
              <li>90 point inspection by {certifiedProgramme.make}-trained technicians.</li>
              <li>1 year roadside assist.</li>
              <li>Full service history.</li>
            </ul>,
          )
        : null}
    </section>
  );
}
