"use client";
import { saveSearch } from "@/features/saved-searches/saved-search-actions.server";
import { NameForm } from "./NameForm";

/** Saves the search at `href` under a name; once saved, links back to the search and to the garage. */
export function SaveSearchForm(props: { href: string; garagePath: string; suggestedName: string }) {
  return (
    <NameForm
      action={saveSearch}
      hidden={{ search: props.href }}
      name={props.suggestedName}
      submit="Save search"
      saved={(name) => (
        <div role="status" className="mt-4 rounded bg-surface p-4">
          <p className="font-semibold">Saved “{name}” to your garage.</p>
          <p className="mt-2 flex flex-wrap gap-4">
            <a className="underline" href={props.href}>
              Back to your search
            </a>
            <a className="underline" href={`${props.garagePath}#saved-searches-heading`}>
              Your saved searches
            </a>
          </p>
        </div>
      )}
    />
  );
}
