"use server";
import "server-only";
import { notFound, redirect } from "next/navigation";
import { parseRowId } from "@/domain/row-id";
import { primaryGaragePath, signInPath } from "@/features/accounts";
import { currentShopper } from "@/features/accounts/index.server";
import { getDb } from "@/platform/db/db.server";
import { actionSite } from "@/platform/site/action-site.server";
import { formStrings } from "@/ui/form-strings";
import { readAlertChoice, type AlertFormState } from "./alert-preferences";
import {
  createSavedSearch,
  deleteSavedSearch,
  findSavedSearch,
  hasVerifiedMobile,
  renameSavedSearch,
  setSavedSearchAlerts,
} from "./saved-searches.db";
import {
  ALREADY_SAVED,
  LIMIT_REACHED,
  saveSearchPath,
  savedSearchFilters,
  savedSearchName,
} from "./saved-search-rules";

export interface NameFormState {
  status: "idle" | "invalid" | "saved";
  errors: { name?: string; search?: string };
  formError: string | null;
  name: string;
}

/** The request's site with a garage and its signed-in shopper; a site without a garage keeps no saved searches. */
async function siteAndShopper() {
  const found = await actionSite();
  if (!found) notFound();
  const garage = primaryGaragePath(found.site.config);
  if (!garage) notFound();
  return { site: found.site, garage, shopper: await currentShopper(found.site) };
}

/** The saved search a form names, the shopper's own on this site; any other id is not found and changes nothing. */
async function ownSearchId(site: { id: number }, userId: string, value: FormDataEntryValue | null) {
  const id = parseRowId(value);
  if (id === null || !(await findSavedSearch(await getDb(), site.id, userId, id))) notFound();
  return id;
}

/**
 * Saves the search at the form's `search` (its URL on this site) under the name given. Signed out, the shopper goes to
 * sign in and comes back to this same search's save form. The name is checked (savedSearchName); the cap and the same
 * filters saved twice are refused with a message saying so.
 */
export async function saveSearch(_previous: NameFormState, formData: FormData): Promise<NameFormState> {
  const values = formStrings(formData);
  const { site, shopper } = await siteAndShopper();
  const href = values.search ?? "";
  const filters = savedSearchFilters(href);
  if (!shopper)
    redirect(signInPath({ type: "saved-search", redirect: saveSearchPath(filters ? href : "/search"), back: href }));
  const invalid = (errors: NameFormState["errors"], formError: string | null = null): NameFormState => ({
    status: "invalid",
    errors,
    formError,
    name: values.name ?? "",
  });
  if (!filters) return invalid({ search: "Search: this is not a search of this site. Please search again." });
  const name = savedSearchName.safeParse(values.name ?? "");
  if (!name.success) return invalid({ name: name.error.issues[0]!.message });
  const outcome = await createSavedSearch(await getDb(), site.id, shopper.userId, {
    name: name.data,
    path: filters.path,
    query: filters.query,
  });
  if (outcome.ok) return { status: "saved", errors: {}, formError: null, name: name.data };
  if (outcome.reason === "limit") return invalid({}, LIMIT_REACHED);
  if (outcome.reason === "duplicate") return invalid({}, `${ALREADY_SAVED} as “${outcome.name}”.`);
  notFound();
}

/** Renames the shopper's own saved search, then back to the garage saying so. */
export async function renameSearch(_previous: NameFormState, formData: FormData): Promise<NameFormState> {
  const { site, garage, shopper } = await siteAndShopper();
  if (!shopper) notFound();
  const id = await ownSearchId(site, shopper.userId, formData.get("id"));
  const raw = formStrings(formData).name ?? "";
  const name = savedSearchName.safeParse(raw);
  if (!name.success)
    return { status: "invalid", errors: { name: name.error.issues[0]!.message }, formError: null, name: raw };
  if (!(await renameSavedSearch(await getDb(), site.id, shopper.userId, id, name.data))) notFound();
  redirect(`${garage}?saved-search=renamed#saved-searches-heading`);
}

/** Stores the alerts chosen for the shopper's own saved search, each channel with its express opt-in. */
export async function setSearchAlerts(_previous: AlertFormState, formData: FormData): Promise<AlertFormState> {
  const { site, shopper } = await siteAndShopper();
  if (!shopper) notFound();
  const id = await ownSearchId(site, shopper.userId, formData.get("id"));
  const values = formStrings(formData);
  const db = await getDb();
  const read = readAlertChoice(values, { verifiedMobile: await hasVerifiedMobile(db, site.id, shopper.userId) });
  if (!read.ok) return { status: "invalid", errors: read.errors, values };
  const stored = await setSavedSearchAlerts(db, site.id, shopper.userId, id, read.choice, {
    now: new Date(),
    dealer: site.config.name,
  });
  if (!stored) notFound();
  return { status: "saved", errors: {}, values };
}

/** Deletes the shopper's own saved search once confirmed on its delete page, then back to the garage saying so. */
export async function deleteSearch(formData: FormData): Promise<void> {
  const { site, garage, shopper } = await siteAndShopper();
  if (!shopper) notFound();
  const id = await ownSearchId(site, shopper.userId, formData.get("id"));
  if (formData.get("confirm") !== "delete") redirect(`/saved-searches/${id}/delete?unconfirmed=1`);
  if (!(await deleteSavedSearch(await getDb(), site.id, shopper.userId, id))) notFound();
  redirect(`${garage}?saved-search=deleted#saved-searches-heading`);
}
