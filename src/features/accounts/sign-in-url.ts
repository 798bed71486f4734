import { sameSitePath } from "@/platform/http/same-site-path";

/** Why the shopper is asked to sign in; it words the page. Anything else reads as a plain sign-in. */
const SIGN_IN_KINDS = ["watchlist", "garage", "checkout", "finance", "spin-to-win", "payment", "saved-search"] as const;
export type SignInKind = (typeof SIGN_IN_KINDS)[number] | "account";

export function signInKind(value: unknown): SignInKind {
  return (SIGN_IN_KINDS as readonly unknown[]).includes(value) ? (value as SignInKind) : "account";
}

const HEADINGS: Record<SignInKind, string> = {
  watchlist: "Sign in to save cars to your watchlist",
  garage: "Sign in to your garage",
  checkout: "Sign in to reserve this car",
  finance: "Sign in for your personalised finance",
  "spin-to-win": "Sign in to spin to win",
  payment: "Sign in to make a payment",
  "saved-search": "Sign in to save this search",
  account: "Sign in",
};

export function signInHeading(kind: SignInKind): string {
  return HEADINGS[kind];
}

/**
 * The sign-in page's address for a shopper who should come back to `redirect` (or go `back` instead):
 * /sign-in?type={kind}&redirect={path}&back={path}. Both are paths of
 * this site only (sameSitePath).
 */
export function signInPath({ type, redirect, back }: { type: SignInKind; redirect: string; back: string }): string {
  const query = new URLSearchParams({ type, redirect: sameSitePath(redirect), back: sameSitePath(back) });
  return `/sign-in?${query.toString()}`;
}
