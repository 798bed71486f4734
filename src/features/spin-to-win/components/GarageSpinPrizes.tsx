import type { CurrentSite } from "@/platform/site/current-site.server";
import { GarageSection } from "@/ui/GarageSection";
import { shoppersPrizes } from "@/features/spin-to-win/spin.server";

/** The garage's 'Prizes' section: each spin-to-win prize the shopper won, with how to claim it. */
export async function GarageSpinPrizes({ site, phoneNumber }: { site: CurrentSite; phoneNumber: string }) {
  const prizes = await shoppersPrizes(site, { phoneNumber });
  if (prizes.length === 0 && !site.config.spinToWin) return null;
  return (
    <GarageSection headingId="spin-prizes-heading" title="Prizes">
      {prizes.length === 0 ? (
        <p className="mt-3">
          No prizes yet.{" "}
          <a className="underline" href="/spin-to-win">
            Spin to win
          </a>
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {prizes.map((prize) => (
            <li key={prize.id} className="rounded border border-gray-300 p-4">
              <p className="font-semibold">{prize.prizeName}</p>
              <p className="mt-1">
                <span className="font-semibold">How to claim: </span>
                {prize.claimInstructions}
              </p>
              <p className="mt-1 text-sm text-gray-700">
                Won on{" "}
                {prize.createdAt.toLocaleDateString("en-AU", { timeZone: site.config.timeZone, dateStyle: "long" })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </GarageSection>
  );
}
