"use client";
import { renameSearch } from "@/features/saved-searches/saved-search-actions.server";
import { NameForm } from "./NameForm";

/** Renames a saved search; the action goes back to the garage once renamed. */
export function RenameSearchForm(props: { id: number; name: string }) {
  return <NameForm action={renameSearch} hidden={{ id: String(props.id) }} name={props.name} submit="Rename" />;
}
