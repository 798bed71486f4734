import "server-only";
import { headers } from "next/headers";
import { clientKey } from "@/platform/http/json-errors";
import { siteRateKey } from "@/platform/http/rate-key";
import { requestHost } from "@/platform/http/request-rules";
import { currentSite, type CurrentSite } from "./current-site.server";
import { requestOrigin } from "./site-origin";
import { siteSlugForHost } from "./site-registry.server";

/** What a server action knows of its request once the site is found. */
export interface ActionSite {
  site: CurrentSite;
  /** The origin the shopper used (for links sent back to them); null when the request names no host. */
  origin: string | null;
  /** The client's rate-limit key on this site: one connection's allowance is never another site's. */
  client: string;
  headers: Awaited<ReturnType<typeof headers>>;
}

/**
 * The site a server action answers, from the request's host and never from the form: a form posted to one
 * dealer's host acts on that dealer's site alone. Null for a host no site serves.
 */
export async function actionSite(): Promise<ActionSite | null> {
  const h = await headers();
  const site = await currentSite(siteSlugForHost(requestHost(h)) ?? "");
  return site ? { site, origin: requestOrigin(h), client: siteRateKey(clientKey(h), site.id), headers: h } : null;
}

/** As actionSite, for actions that send the shopper a link back: without an origin there is nothing to link to. */
export async function actionSiteWithOrigin(): Promise<(ActionSite & { origin: string }) | null> {
  const found = await actionSite();
  return found?.origin ? { ...found, origin: found.origin } : null;
}
