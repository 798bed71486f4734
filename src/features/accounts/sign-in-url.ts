/**
 * Where sign-in sends a shopper afterwards (dealer-configuration.md §2 'Gated or garage': /sign-in?type={kind}&
 * redirect={path}&back={path}). Both are followed only to a path of the same site: anything that could leave it (an
 * absolute URL, a protocol-relative //host, a backslash browsers read as a slash, control characters) becomes "/".
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2000) return "/";
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return "/";
  let parsed: URL;
  try {
    parsed = new URL(value, "http://same.invalid");
  } catch {
    return "/";
  }
  if (parsed.origin !== "http://same.invalid") return "/";
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** Why the shopper is asked to sign in; it words the page. Anything else reads as a plain sign-in. */
const SIGN_IN_KINDS = ["watchlist", "garage", "checkout", "finance", "spin-to-win", "payment"] as const;
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
  account: "Sign in",
};

export function signInHeading(kind: SignInKind): string {
  return HEADINGS[kind];
}

/** The sign-in page's address for a shopper who should come back to `redirect` (or go `back` instead). */
export function signInPath({ type, redirect, back }: { type: SignInKind; redirect: string; back: string }): string {
  const query = new URLSearchParams({ type, redirect: safeReturnPath(redirect), back: safeReturnPath(back) });
  return `/sign-in?${query.toString()}`;
}
