import { saveSearchPath } from "@/features/saved-searches/saved-search-rules";

/**
 * The search page's "Save this search": a plain link to the save form for this search's URL (no script; the search
 * page stays the same for everyone and cached). Signed out, the save form sends the shopper to sign in and back.
 */
export function SaveSearchLink({ href }: { href: string }) {
  return (
    <a className="text-sm font-semibold text-accent underline" href={saveSearchPath(href)}>
      Save this search
    </a>
  );
}
