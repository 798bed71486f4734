import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { parseRowId } from "@/domain/row-id";
import { primaryGaragePath, signInPath } from "@/features/accounts";
import { currentShopper } from "@/features/accounts/index.server";
import { getDb } from "@/platform/db/db.server";
import { requireSite, type CurrentSite } from "@/platform/site/current-site.server";
import { AlertPreferencesForm } from "@/features/saved-searches/components/AlertPreferencesForm";
import { RenameSearchForm } from "@/features/saved-searches/components/RenameSearchForm";
import { SaveSearchForm } from "@/features/saved-searches/components/SaveSearchForm";
import {
  consentWording,
  saveSearchPath,
  savedSearchFilters,
  SMS_NEEDS_VERIFIED_MOBILE,
} from "@/features/saved-searches";
import {
  deleteSearch,
  describeFilters,
  setSearchAlerts,
  hasVerifiedMobile,
  shoppersSavedSearch,
} from "@/features/saved-searches/index.server";

type Params = Promise<{ site: string; id?: string }>;
type Query = Promise<Record<string, string | string[] | undefined>>;

export const savedSearchMetadata: Metadata = { title: "Saved search", robots: { index: false } };

/** A site with a garage (else its 404): saved searches live in the garage. */
async function garageSite(params: Params): Promise<{ site: CurrentSite; garage: string }> {
  const site = await requireSite(params);
  const garage = primaryGaragePath(site.config);
  if (!garage) notFound();
  return { site, garage };
}

/** The signed-in shopper's own saved search named by the path; any other id is this site's 404. */
async function ownSearch(params: Params, here: (id: number) => string) {
  const { site, garage } = await garageSite(params);
  const id = parseRowId((await params).id);
  if (id === null) notFound();
  const shopper = await currentShopper(site);
  if (!shopper) redirect(signInPath({ type: "garage", redirect: here(id), back: "/" }));
  const saved = await shoppersSavedSearch(site, shopper.userId, id);
  if (!saved) notFound();
  return { site, garage, shopper, saved };
}

/**
 * /saved-searches/new?search={the search's URL}: names and saves the search. Signed out, the shopper signs in first
 * and comes back here (or, choosing not to, to the search). A `search` that is not a search of this site is a 404.
 */
export async function SaveSearchPage(props: { params: Params; searchParams: Query }) {
  const { site, garage } = await garageSite(props.params);
  const href = (await props.searchParams).search;
  const filters = savedSearchFilters(href);
  if (!filters || typeof href !== "string") notFound();
  if (!(await currentShopper(site)))
    redirect(signInPath({ type: "saved-search", redirect: saveSearchPath(href), back: href }));
  const summary = await describeFilters(site, filters);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Save this search</h1>
      <p className="mt-2">
        Your search: <strong>{summary}</strong>.{" "}
        <a className="underline" href={href}>
          Back to the search
        </a>
      </p>
      <SaveSearchForm href={href} garagePath={garage} suggestedName={summary.slice(0, 60)} />
    </div>
  );
}

/** /saved-searches/{id}: the shopper's own saved search, to rename and to set its alerts. */
export async function ManageSavedSearchPage(props: { params: Params }) {
  const { site, garage, shopper, saved } = await ownSearch(props.params, (id) => `/saved-searches/${id}`);
  const verifiedMobile = await hasVerifiedMobile(await getDb(), site.id, shopper.userId);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <p>
        <a className="underline" href={`${garage}#saved-searches-heading`}>
          Back to your garage
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{saved.name}</h1>
      <p className="mt-2">
        {saved.summary}.{" "}
        <a className="underline" href={saved.href}>
          Open this search
        </a>
      </p>
      <section className="mt-8" aria-labelledby="rename-heading">
        <h2 id="rename-heading" className="text-2xl font-bold">
          Rename
        </h2>
        <RenameSearchForm id={saved.id} name={saved.name} />
      </section>
      <section className="mt-8" aria-labelledby="alerts-heading">
        <h2 id="alerts-heading" className="text-2xl font-bold">
          Alerts
        </h2>
        <p className="mt-2">Hear about new cars matching this search and price drops on them.</p>
        <AlertPreferencesForm
          action={setSearchAlerts}
          subject={{ name: "id", value: saved.id }}
          current={saved.alerts}
          savedText="Your alert settings are saved."
          wording={{ email: consentWording("email", site.config.name), sms: consentWording("sms", site.config.name) }}
          verifiedMobile={verifiedMobile}
          smsUnavailable={SMS_NEEDS_VERIFIED_MOBILE}
        />
      </section>
    </div>
  );
}

/** /saved-searches/{id}/delete: asks before deleting the shopper's own saved search (a plain form, no script). */
export async function DeleteSavedSearchPage(props: { params: Params }) {
  const { garage, saved } = await ownSearch(props.params, (id) => `/saved-searches/${id}/delete`);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Delete “{saved.name}”?</h1>
      <p className="mt-2">{saved.summary}. Its alerts stop with it.</p>
      <form action={deleteSearch} className="mt-6 flex flex-wrap items-center gap-4">
        <input type="hidden" name="id" value={saved.id} />
        <button
          type="submit"
          name="confirm"
          value="delete"
          className="rounded bg-red-700 px-5 py-3 font-semibold text-white"
        >
          Yes, delete this search
        </button>
        <a className="underline" href={`${garage}#saved-searches-heading`}>
          No, keep it
        </a>
      </form>
    </div>
  );
}
