"use server";
import "server-only";
import { redirect } from "next/navigation";
import { redact } from "@/platform/outbox/outbox-rules";
import { actionSite } from "@/platform/site/action-site.server";
import { currentShopper } from "@/features/accounts/shopper-session.server";
import { campaignPhase } from "./prize-draw";
import { parseSpinForm, type SpinFormState } from "./spin-form";
import { spinForShopper } from "./spin.server";

const FAILED = "Something went wrong on our side and the wheel did not spin. Please try again.";

/** The spin form: checks the campaign is running and the shopper signed in, then spins once (spin.server.ts). */
export async function spinTheWheel(_previous: SpinFormState, formData: FormData): Promise<SpinFormState> {
  const text = (key: string) => {
    const value = formData.get(key);
    return typeof value === "string" ? value.slice(0, 300) : undefined;
  };
  const values = { name: text("name"), email: text("email") };
  try {
    const found = await actionSite();
    const site = found?.site;
    const origin = found?.origin;
    const campaign = site?.config.spinToWin;
    if (!site || !origin || !campaign) return { errors: {}, formError: "This site has no spin to win.", values };
    const phase = campaignPhase(campaign, new Date());
    if (phase !== "running")
      return {
        errors: {},
        formError: phase === "before" ? "The promotion has not started yet." : "The promotion has ended.",
        values,
      };
    const shopper = await currentShopper(site);
    if (!shopper) return { errors: {}, formError: "Please sign in to spin.", values };
    const fields = parseSpinForm({ ...values, terms: text("terms") });
    if (!fields.ok) return { errors: fields.errors, formError: null, values };
    await spinForShopper(site, campaign, shopper, fields.value, origin);
  } catch (err) {
    console.error(`spin to win failed: ${redact((err as Error).message ?? String(err))}`);
    return { errors: {}, formError: FAILED, values };
  }
  // A second spin lands here too: the page shows the first one's result.
  redirect("/spin-to-win?spun=1");
}
