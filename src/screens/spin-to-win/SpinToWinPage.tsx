import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireSite } from "@/platform/site/current-site.server";
import type { SpinToWinConfig } from "@/platform/site/spin-to-win-schema";
import { primaryGaragePath, isGated } from "@/features/accounts/gated-routes";
import { currentShopper, requireShopper } from "@/features/accounts/shopper-session.server";
import { signInPath } from "@/features/accounts/sign-in-url";
import { campaignPhase, campaignTime, oddsText } from "@/features/spin-to-win/prize-draw";
import { shoppersSpin } from "@/features/spin-to-win/spin.server";
import type { SpinEntry } from "@/features/spin-to-win/spin.db";
import { SpinForm } from "@/features/spin-to-win/components/SpinForm";
import { SpinWheel } from "@/features/spin-to-win/components/SpinWheel";

const PATH = "/spin-to-win";

interface Props {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The page's title: the result once the shopper has spun, so it is the first thing a screen reader says. */
function resultLine(entry: SpinEntry): string {
  return entry.prizeName ? `You won: ${entry.prizeName}` : "No prize this time";
}

export async function spinToWinMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  const site = await requireSite(params);
  const campaign = site.config.spinToWin;
  if (!campaign) return { title: "Spin to win", robots: { index: false } };
  const shopper = await currentShopper(site);
  const entry = shopper ? await shoppersSpin(site, campaign.campaign, shopper) : null;
  return { title: entry ? `${resultLine(entry)} | ${campaign.title}` : campaign.title, robots: { index: false } };
}

/**
 * /spin-to-win: the site's promotion. A 404 where the
 * site has none; behind sign-in where its gated routes say; a clear notice before the start and after the end;
 * otherwise the spin form (once per shopper per campaign) or the shopper's result, with the prizes, their odds
 * and numbers, the terms and each state's permit number.
 */
export async function SpinToWinPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const campaign = site.config.spinToWin;
  if (!campaign) notFound();
  const shopper = isGated(site.config, PATH)
    ? await requireShopper(site, PATH, "spin-to-win")
    : await currentShopper(site);
  const justSpun = (await searchParams).spun === "1";
  const phase = campaignPhase(campaign, new Date());
  const entry = shopper ? await shoppersSpin(site, campaign.campaign, shopper) : null;
  const garage = primaryGaragePath(site.config);
  const tz = site.config.timeZone;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{campaign.title}</h1>
      <p className="mt-2">{campaign.description}</p>
      <SpinWheel segments={campaign.prizes.length + 1} turning={justSpun && entry !== null} />
      {entry ? (
        <section aria-labelledby="spin-result" className="mt-6 rounded-lg border-2 border-gray-800 p-4">
          <div role="status">
            <h2 id="spin-result" className="text-2xl font-bold">
              {resultLine(entry)}
            </h2>
            {entry.claimInstructions ? (
              <p className="mt-2">
                <span className="font-semibold">How to claim: </span>
                {entry.claimInstructions}
              </p>
            ) : (
              <p className="mt-2">Thank you for playing.</p>
            )}
          </div>
          <p className="mt-3 text-sm">
            You have had your spin for this promotion (one per person).
            {entry.prizeName && garage ? (
              <>
                {" "}
                Your prize is kept in{" "}
                <a className="underline" href={garage}>
                  your garage
                </a>
                .
              </>
            ) : null}
          </p>
        </section>
      ) : phase === "before" ? (
        <p className="mt-6 rounded bg-surface p-4 text-lg" role="status">
          The promotion opens on {campaignTime(campaign.startsAt, tz)}. Come back then to spin.
        </p>
      ) : phase === "ended" ? (
        <p className="mt-6 rounded bg-surface p-4 text-lg" role="status">
          The promotion ended on {campaignTime(campaign.endsAt, tz)}. Thank you to everyone who played.
        </p>
      ) : shopper ? (
        <section aria-labelledby="spin-heading" className="mt-6">
          <h2 id="spin-heading" className="text-2xl font-bold">
            Take your spin
          </h2>
          <p className="mt-1">One spin per person. The prize is drawn the moment you spin.</p>
          <SpinForm />
        </section>
      ) : (
        <p className="mt-6 text-lg">
          <a className="font-semibold underline" href={signInPath({ type: "spin-to-win", redirect: PATH, back: PATH })}>
            Sign in to spin
          </a>{" "}
          (one spin per person).
        </p>
      )}
      <PrizesAndTerms campaign={campaign} timeZone={tz} />
    </div>
  );
}

function PrizesAndTerms({ campaign, timeZone }: { campaign: SpinToWinConfig; timeZone: string }) {
  const permits = Object.entries(campaign.permits);
  return (
    <>
      <section aria-labelledby="prizes-heading" className="mt-8">
        <h2 id="prizes-heading" className="text-2xl font-bold">
          Prizes
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-6">
          {campaign.prizes.map((prize) => (
            <li key={prize.id}>
              {prize.name}: {prize.stock} to be won, odds {oddsText(prize.oddsOneIn)} per spin
            </li>
          ))}
          {campaign.consolation ? <li>Every other spin: {campaign.consolation.name}</li> : null}
        </ul>
      </section>
      <section aria-labelledby="terms-heading" className="mt-8">
        <h2 id="terms-heading" className="text-2xl font-bold">
          Terms of the promotion
        </h2>
        <p className="mt-2">
          Runs from {campaignTime(campaign.startsAt, timeZone)} to {campaignTime(campaign.endsAt, timeZone)}.
        </p>
        <p className="mt-2 whitespace-pre-line">{campaign.terms}</p>
        {permits.length > 0 ? (
          <ul className="mt-2 text-sm">
            {permits.map(([state, permit]) => (
              <li key={state}>
                {state.toUpperCase()} Permit No. {permit}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}
