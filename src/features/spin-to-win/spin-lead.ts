import type { SiteConfig } from "@/platform/site/config-schema";
import type { SpinToWinConfig } from "@/platform/site/spin-to-win-schema";
import type { LeadDraft } from "@/features/leads";
import type { SpinOutcome } from "./prize-draw";

const SPIN_LEAD_CATEGORY = "Spin to Win";

/**
 * The lead a won spin sends the dealer through the outbox (e-mail with ADF, webhook): who won what, how they claim
 * it, and the campaign. Routed like any lead of its category (a site can send 'Spin to Win' to its marketing
 * address). Not tied to the account: the garage lists the prize itself (spin_entries), not the lead. A spin that
 * won nothing sends none.
 */
export function spinLead(
  site: { id: number; config: Pick<SiteConfig, "name" | "leads"> },
  campaign: Pick<SpinToWinConfig, "campaign" | "title">,
  spin: {
    entryId: number;
    outcome: SpinOutcome;
    origin: string;
    shopper: { name: string; email: string | null; phone: string };
  },
  dealership: { id: number; name: string; leadEmail: string },
): LeadDraft | null {
  const { outcome } = spin;
  if (outcome.kind === "nothing") return null;
  const subcategory = outcome.kind === "prize" ? "Prize won" : "Consolation prize";
  const category = SPIN_LEAD_CATEGORY;
  return {
    site,
    origin: spin.origin,
    url: `${spin.origin}/spin-to-win`,
    category,
    subcategory,
    dealership,
    customer: { name: spin.shopper.name, email: spin.shopper.email, phone: spin.shopper.phone },
    message: `${spin.shopper.name} won ${outcome.name} in ${campaign.title}.`,
    answers: {
      Prize: outcome.name,
      "How to claim": outcome.claimInstructions,
      Campaign: `${campaign.title} (${campaign.campaign})`,
      "Entry number": String(spin.entryId),
    },
    event: {
      name: "spin_to_win",
      params: { campaign: campaign.campaign, prize: outcome.kind === "prize" ? outcome.prizeId : "consolation" },
    },
  };
}
