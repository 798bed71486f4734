/**
 * TEMPORARY stand-in for the sign-in engineer's file of the same name (the agreed contract), so the
 * watchlist builds before sign-in reaches main. Main's version replaces this one on merge.
 */
export function signInPath({ type, redirect, back }: { type: string; redirect: string; back: string }): string {
  return `/sign-in?${new URLSearchParams({ type, redirect, back })}`;
}
