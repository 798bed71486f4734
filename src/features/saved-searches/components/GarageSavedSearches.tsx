import type { ReactNode } from "react";
import { GarageSection } from "@/ui/GarageSection";
import { wholeNumber } from "@/ui/whole-number";
import type { SavedSearchView } from "@/features/saved-searches/saved-searches.server";

const NOTICES: Record<string, string> = {
  renamed: "Your saved search is renamed.",
  deleted: "Your saved search is deleted.",
};

/**
 * The garage's saved searches: each with its name, its filters in words and the cars matching now, and links to open
 * it (the search at its URL), manage it (rename, alerts) and delete it (after a confirming page). Server-rendered.
 */
export function GarageSavedSearches(props: {
  searches: SavedSearchView[];
  notice: string | undefined;
  searchPath: string;
  /** What the garage shows of each search's alerts (their settings and the messages sent), from the alerts feature. */
  alerts?: (search: SavedSearchView) => ReactNode;
}) {
  const notice = props.notice ? NOTICES[props.notice] : undefined;
  return (
    <GarageSection headingId="saved-searches-heading" title="Saved searches">
      {notice ? (
        <p role="status" className="mt-2">
          {notice}
        </p>
      ) : null}
      {props.searches.length === 0 ? (
        <p className="mt-3">
          No saved searches yet. Search our stock and choose “Save this search” to find it here.{" "}
          <a className="underline" href={props.searchPath}>
            Search our stock
          </a>
        </p>
      ) : (
        <ul className="mt-3 grid gap-3">
          {props.searches.map((s) => (
            <li key={s.id} className="rounded border border-gray-400 p-4" data-testid="saved-search">
              <h3 className="text-lg font-semibold">{s.name}</h3>
              <p className="mt-1">{s.summary}</p>
              {s.count !== null ? (
                <p className="mt-1 text-sm">
                  {wholeNumber(s.count)} {s.count === 1 ? "car matches" : "cars match"} now
                </p>
              ) : null}
              {props.alerts?.(s)}
              <p className="mt-3 flex flex-wrap gap-4">
                <a className="font-semibold underline" href={s.href}>
                  Open <span className="sr-only">{s.name}</span>
                </a>
                <a className="underline" href={`/saved-searches/${s.id}`}>
                  Rename or set alerts <span className="sr-only">for {s.name}</span>
                </a>
                <a className="underline" href={`/saved-searches/${s.id}/delete`}>
                  Delete <span className="sr-only">{s.name}</span>
                </a>
              </p>
            </li>
          ))}
        </ul>
      )}
    </GarageSection>
  );
}
