import { z } from "zod";
import { STATES } from "@/domain/vehicle-kinds";

/**
 * A site's spin-to-win promotion (/spin-to-win): when it
 * runs, its prizes with their odds and stock, and the trade-promotion terms with each state's permit number. Its own
 * file so the site schema only names it. The stock here is the campaign's starting stock: what is left lives in the
 * database (spin_prize_stock), which a spin takes from.
 */
const id = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

const prizeSchema = z.strictObject({
  /** Stable within the campaign: the database keeps each prize's remaining stock under it. */
  id,
  name: z.string().min(1),
  /** The chance of this prize on one spin, as '1 in N'. */
  oddsOneIn: z.number().int("must be a whole number").min(1, "must be 1 or more"),
  /** How many of this prize the campaign gives away. */
  stock: z.number().int("must be a whole number").min(0, "cannot be negative"),
  /** How the winner claims it: shown in their garage and sent to the dealer with the lead. */
  claimInstructions: z.string().min(1),
});

export const spinToWinSchema = z
  .strictObject({
    /** The campaign's id: a shopper spins once per campaign, so a new campaign takes a new id. */
    campaign: id,
    title: z.string().min(1),
    description: z.string().min(1),
    startsAt: z.iso.datetime({
      offset: true,
      message: "must be a date and time with its offset, e.g. 2026-12-01T09:00:00+08:00",
    }),
    endsAt: z.iso.datetime({
      offset: true,
      message: "must be a date and time with its offset, e.g. 2027-01-31T17:00:00+08:00",
    }),
    prizes: z.array(prizeSchema).min(1),
    /** What every other spin wins (a drawn prize that has run out too); null: nothing. */
    consolation: z.strictObject({ name: z.string().min(1), claimInstructions: z.string().min(1) }).nullable(),
    terms: z.string().min(1),
    /** The trade-promotion permit number of each state that needs one (e.g. NSW, SA, ACT). */
    permits: z.partialRecord(z.enum(STATES), z.string().min(1)),
  })
  .superRefine((campaign, ctx) => {
    if (Date.parse(campaign.endsAt) <= Date.parse(campaign.startsAt))
      ctx.addIssue({ code: "custom", path: ["endsAt"], message: "must be after startsAt" });
    const total = campaign.prizes.reduce((sum, prize) => sum + 1 / prize.oddsOneIn, 0);
    if (total > 1 + 1e-9)
      ctx.addIssue({
        code: "custom",
        path: ["prizes"],
        message: `the prizes' chances add up to ${(total * 100).toFixed(1)}%, more than one spin can give`,
      });
    const seen = new Set<string>();
    campaign.prizes.forEach((prize, i) => {
      if (seen.has(prize.id)) ctx.addIssue({ code: "custom", path: ["prizes", i, "id"], message: "is used twice" });
      seen.add(prize.id);
    });
  });

export type SpinToWinConfig = z.infer<typeof spinToWinSchema>;
export type SpinPrizeConfig = z.infer<typeof prizeSchema>;
