import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { siteAuth } from "./auth.server";
import { signInPath, type SignInKind } from "./sign-in-url";

export interface Shopper {
  userId: string;
  /** E.164, e.g. +61400000001. */
  phoneNumber: string;
  /** The session's own id, so the garage can say which session is this one. */
  sessionId: string;
}

/**
 * The signed-in shopper of this site, from the request's session cookie, checked against the database on every request
 * (a revoked session is gone at once). A session of another site is not found: accounts belong to their site.
 */
export const currentShopper = cache(async (site: CurrentSite): Promise<Shopper | null> => {
  const auth = await siteAuth(site);
  const session = await auth.api.getSession({ headers: await headers() }).catch(() => null);
  if (!session?.user) return null;
  const phoneNumber = (session.user as { phoneNumber?: string | null }).phoneNumber;
  if (!phoneNumber) return null;
  return { userId: session.user.id, phoneNumber, sessionId: session.session.id };
});

/**
 * For gated pages: the shopper, or a redirect to sign-in that brings them back here.
 * The proxy's redirect is only a fast path for visitors with no session cookie at all; this is the check.
 */
export async function requireShopper(site: CurrentSite, here: string, kind: SignInKind): Promise<Shopper> {
  const shopper = await currentShopper(site);
  if (!shopper) redirect(signInPath({ type: kind, redirect: here, back: "/" }));
  return shopper;
}
