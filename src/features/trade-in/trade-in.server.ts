import "server-only";
import { cookies, headers } from "next/headers";
import { getDb } from "@/platform/db/db.server";
import { platformSecret } from "@/platform/db/platform-secret.server";
import { env } from "@/platform/env";
import { HTTPS_HEADER } from "@/platform/http/request-rules";
import type { PlateLookup } from "@/platform/plate-lookup/plate-lookup";
import { plateLookupFromEnv } from "@/platform/plate-lookup/plate-lookup-config";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { FLOW_COOKIE, FLOW_COOKIE_DAYS, signFlowToken, verifyFlowToken } from "./flow-token";
import { loadFlow, startFlow, type Flow } from "./trade-in-flows.db";
import { stockPlate } from "./trade-in-market.db";
import { flowPath } from "./trade-in-paths";

const secret = () => platformSecret("trade-in-flow");

/** The flow this device is in on this site, from its cookie; null when it has none (or a forged one). */
export async function currentFlow(site: CurrentSite): Promise<Flow | null> {
  const token = (await cookies()).get(FLOW_COOKIE)?.value;
  if (!token) return null;
  const leadId = verifyFlowToken(await secret(), token, site.id, Date.now());
  return leadId === null ? null : loadFlow(await getDb(), site.id, leadId);
}

/**
 * After the lead capture: the flow starts and this device holds it (a cookie, so it resumes with or
 * without JavaScript). Returns the page the shopper continues on: the trade-in page they came from.
 */
export async function beginTradeInFlow(site: CurrentSite, leadId: number, pageUrl: string): Promise<string> {
  await startFlow(await getDb(), site.id, leadId);
  const secure = (await headers()).get(HTTPS_HEADER) === "1";
  (await cookies()).set(FLOW_COOKIE, signFlowToken(await secret(), site.id, leadId, Date.now()), {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: FLOW_COOKIE_DAYS * 86_400,
  });
  return flowPath(site.config.tradeIn.routes, pageUrl);
}

/** Forgets this device's flow (Start again); the lead stays with the dealer. */
export async function forgetFlow(): Promise<void> {
  (await cookies()).delete(FLOW_COOKIE);
}

let lookup: PlateLookup | null = null;
/** The plate lookup the environment names (RegCheck, or the demo register that also knows the demo stock). */
export function plateLookup(): PlateLookup {
  env(); // validates PLATE_LOOKUP_* with the rest, so a bad URL fails at start-up with the variable's name
  lookup ??= plateLookupFromEnv(process.env, async (plate, state) => stockPlate(await getDb(), plate, state));
  return lookup;
}
