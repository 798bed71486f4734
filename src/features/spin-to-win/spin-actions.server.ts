"use server";
import "server-only";
import { redirect } from "next/navigation";
import { z } from "zod";
import { siteAction } from "@/platform/site/site-action.server";
import { currentShopper } from "@/features/accounts/index.server";
import { campaignPhase } from "./prize-draw";
import { parseSpinForm, type SpinFormState } from "./spin-form";
import { spinForShopper } from "./spin.server";

const NO_SPIN = "This site has no spin to win.";
const FAILED = "Something went wrong on our side and the wheel did not spin. Please try again.";

/** What the spin form posts; the campaign's own rules (spin-form.ts) check it once the campaign is running. */
const spinInput = z.object({
  name: z.string().optional(),
  email: z.string().optional(),
  terms: z.string().optional(),
});

/** The spin form: checks the campaign is running and the shopper signed in, then spins once (spin.server.ts). */
export async function spinTheWheel(_previous: SpinFormState, formData: FormData): Promise<SpinFormState> {
  const text = (key: string) => {
    const value = formData.get(key);
    return typeof value === "string" ? value.slice(0, 300) : undefined;
  };
  const values = { name: text("name"), email: text("email") };
  const spin = siteAction(
    spinInput,
    async ({ site, origin }, input): Promise<SpinFormState> => {
      const campaign = site.config.spinToWin;
      if (!origin || !campaign) return { errors: {}, formError: NO_SPIN, values };
      const phase = campaignPhase(campaign, new Date());
      if (phase !== "running")
        return {
          errors: {},
          formError: phase === "before" ? "The promotion has not started yet." : "The promotion has ended.",
          values,
        };
      const shopper = await currentShopper(site);
      if (!shopper) return { errors: {}, formError: "Please sign in to spin.", values };
      const fields = parseSpinForm({ ...values, terms: input.terms });
      if (!fields.ok) return { errors: fields.errors, formError: null, values };
      await spinForShopper(site, campaign, shopper, fields.value, origin);
      // A second spin lands here too: the page shows the first one's result.
      redirect("/spin-to-win?spun=1");
    },
    {
      name: "spin to win",
      failure: FAILED,
      noSite: NO_SPIN,
      answer: (formError) => ({ errors: {}, formError, values }),
    },
  );
  return spin({ ...values, terms: text("terms") });
}
