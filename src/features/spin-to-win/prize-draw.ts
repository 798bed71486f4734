import type { SpinPrizeConfig, SpinToWinConfig } from "@/platform/site/spin-to-win-schema";

/** A source of uniform numbers in [0, 1): crypto-backed on the server, seeded in tests. */
export type RandomSource = () => number;

/**
 * The server's draw (the server decides the prize, never the browser): each prize has its chance of
 * 1 in oddsOneIn; the prizes share [0, 1) in their configured order and the rest of it is no prize. Stock is not
 * looked at here: the database decides whether a drawn prize is still there (resolveSpin).
 */
export function drawPrize<P extends Pick<SpinPrizeConfig, "oddsOneIn">>(
  prizes: readonly P[],
  random: RandomSource,
): P | null {
  const r = random();
  let upTo = 0;
  for (const prize of prizes) {
    upTo += 1 / prize.oddsOneIn;
    if (r < upTo) return prize;
  }
  return null;
}

/** What a spin won, as it is stored and shown: a prize, the consolation, or nothing. */
export type SpinOutcome =
  | { kind: "prize"; prizeId: string; name: string; claimInstructions: string }
  | { kind: "consolation"; name: string; claimInstructions: string }
  | { kind: "nothing" };

/**
 * The spin's result once the stock has answered: the drawn prize if one was taken from its stock; otherwise (no
 * prize drawn, or it has run out) the campaign's consolation, or nothing when it has none.
 */
export function resolveSpin(
  drawn: Pick<SpinPrizeConfig, "id" | "name" | "claimInstructions"> | null,
  stockTaken: boolean,
  consolation: SpinToWinConfig["consolation"],
): SpinOutcome {
  if (drawn && stockTaken)
    return { kind: "prize", prizeId: drawn.id, name: drawn.name, claimInstructions: drawn.claimInstructions };
  if (consolation) return { kind: "consolation", ...consolation };
  return { kind: "nothing" };
}

export type CampaignPhase = "before" | "running" | "ended";

/** Whether the campaign has started or ended, from its stored times (startsAt inclusive, endsAt exclusive). */
export function campaignPhase(campaign: Pick<SpinToWinConfig, "startsAt" | "endsAt">, now: Date): CampaignPhase {
  const t = now.getTime();
  if (t < Date.parse(campaign.startsAt)) return "before";
  if (t >= Date.parse(campaign.endsAt)) return "ended";
  return "running";
}

/** A prize's chance as shoppers read it in the terms: '1 in 50 (2%)'. */
export function oddsText(oddsOneIn: number): string {
  const percent = 100 / oddsOneIn;
  const shown = Number.isInteger(percent) ? String(percent) : percent.toFixed(percent < 1 ? 2 : 1);
  return `1 in ${oddsOneIn} (${shown}%)`;
}

/** A campaign time as the site's shoppers read it, in its own time zone ('1 December 2026 at 9:00 am'). */
export function campaignTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat("en-AU", { timeZone, dateStyle: "long", timeStyle: "short" }).format(new Date(iso));
}
