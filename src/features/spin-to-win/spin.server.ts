import "server-only";
import { getDb } from "@/platform/db/db.server";
import type { CurrentSite } from "@/platform/site/current-site.server";
import type { SpinToWinConfig } from "@/platform/site/spin-to-win-schema";
import { localMobile } from "@/features/accounts";
import type { Shopper } from "@/features/accounts/index.server";
import { leadDealerships } from "@/features/locations/index.server";
import { nudgeLeadDelivery, recordLeadIn } from "@/features/leads/index.server";
import { drawPrize } from "./prize-draw";
import { secureRandom } from "./secure-random";
import type { SpinFields } from "./spin-form";
import { spinLead } from "./spin-lead";
import { spinEntry, spinOnce, wonPrizes, type SpinEntry, type SpinResult } from "./spin.db";

/**
 * The shopper's spin (spin.db.ts spinOnce): drawn here on the server with the configured odds, the prize taken from
 * the database's stock, the dealer's lead written in the same transaction and then sent by the outbox.
 */
export async function spinForShopper(
  site: CurrentSite,
  campaign: SpinToWinConfig,
  shopper: Shopper,
  fields: SpinFields,
  origin: string,
): Promise<SpinResult> {
  const db = await getDb();
  const dealerships = await leadDealerships(site);
  const dealership = dealerships.find((d) => !d.hidden) ?? dealerships[0];
  if (!dealership) throw new Error(`site ${site.id} has no dealership to receive spin-to-win leads`);
  const result = await spinOnce(db, {
    siteId: site.id,
    shopper,
    campaign,
    drawn: drawPrize(campaign.prizes, secureRandom),
    recordLead: async (tx, outcome, entryId) => {
      const lead = spinLead(
        site,
        campaign,
        {
          entryId,
          outcome,
          origin,
          shopper: { name: fields.name, email: fields.email, phone: localMobile(shopper.phoneNumber) },
        },
        dealership,
      );
      return lead ? recordLeadIn(tx, lead) : null;
    },
  });
  if (result.kind === "spun") nudgeLeadDelivery();
  return result;
}

/** The shopper's mobile number's spin of the site's current campaign, if any. */
export async function shoppersSpin(site: CurrentSite, campaign: string, shopper: Shopper): Promise<SpinEntry | null> {
  return spinEntry(await getDb(), site.id, campaign, shopper.phoneNumber);
}

/** The prizes the shopper's mobile number has won on this site (their garage). */
export async function shoppersPrizes(site: CurrentSite, shopper: Pick<Shopper, "phoneNumber">): Promise<SpinEntry[]> {
  return wonPrizes(await getDb(), site.id, shopper.phoneNumber);
}
