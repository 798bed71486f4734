import { FieldError } from "@/ui/FormMessages";
import { CONTROL } from "@/ui/form-control";
import { getDb } from "@/platform/db/db.server";
import type { DeskPlace } from "@/features/lead-desk/desk-place";
import { saveLeadSettingsForm } from "@/features/lead-desk/lead-settings-actions.server";
import {
  FIRST_RESPONSE_MAX,
  FIRST_RESPONSE_MIN,
  LEAD_SETTINGS_FIELDS,
  leadSettingsErrors,
  type LeadSettingsField,
} from "@/features/lead-desk/lead-settings-input";
import { leadSettingsFor, type SiteLeadSettings } from "@/features/lead-desk/lead-settings.db";
import { notFound } from "next/navigation";

const BUTTON = "mt-4 rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700";

/**
 * The lead desk's settings page: for each site the member may change (`site:update`), its first-response target,
 * digest hour and each location's round robin, in a plain form that works without JavaScript. A member with no such
 * site gets the missing page, as for anything they may not see.
 */
export async function LeadSettings({
  place,
  query,
}: {
  place: DeskPlace;
  query: Record<string, string | string[] | undefined>;
}) {
  const settings = await leadSettingsFor(
    await getDb(),
    place,
    place.sites.map((s) => s.id),
  );
  if (settings.length === 0) notFound();
  const shownSite = typeof query.site === "string" ? Number(query.site) : null;
  return (
    <main className="mx-auto max-w-3xl p-4 sm:p-8">
      <h1 className="text-2xl font-bold">Lead settings</h1>
      <p className="mt-2">
        How fast each new lead should be answered, when the daily digest goes out, and which locations hand out new
        leads to their salespeople in turn.
      </p>
      {settings.map((site) => (
        <SiteForm
          key={site.siteId}
          site={site}
          errors={site.siteId === shownSite ? leadSettingsErrors(query.invalid) : []}
          saved={site.siteId === shownSite && query.saved === "1"}
        />
      ))}
    </main>
  );
}

function SiteForm({ site, errors, saved }: { site: SiteLeadSettings; errors: LeadSettingsField[]; saved: boolean }) {
  const id = (name: string) => `${name}-${site.siteId}`;
  const error = (field: LeadSettingsField) => (errors.includes(field) ? LEAD_SETTINGS_FIELDS[field] : undefined);
  const headingId = `site-${site.siteId}-heading`;
  return (
    <section id={`site-${site.siteId}`} aria-labelledby={headingId} className="mt-8 border-t border-gray-300 pt-4">
      <h2 id={headingId} className="text-xl font-semibold">
        {site.name}
      </h2>
      {saved && (
        <p role="status" className="mt-2 rounded border border-green-700 bg-green-50 p-3 font-semibold text-green-900">
          Settings saved.
        </p>
      )}
      {errors.length > 0 && (
        <div role="alert" className="mt-2 text-red-800">
          <p className="font-semibold">Please fix the following:</p>
          <ul className="mt-1 list-disc pl-6">
            {errors.map((field) => (
              <li key={field}>{LEAD_SETTINGS_FIELDS[field]}</li>
            ))}
          </ul>
        </div>
      )}
      <form action={saveLeadSettingsForm} noValidate className="mt-4 space-y-4">
        <input type="hidden" name="siteId" value={site.siteId} />
        <NumberField
          id={id("firstResponseMinutes")}
          name="firstResponseMinutes"
          label="First-response target (minutes)"
          hint={`Minutes of opening hours a new lead may wait for its first answer (${FIRST_RESPONSE_MIN} to ${FIRST_RESPONSE_MAX}).`}
          value={site.firstResponseMinutes}
          min={FIRST_RESPONSE_MIN}
          max={FIRST_RESPONSE_MAX}
          error={error("firstResponseMinutes")}
        />
        <NumberField
          id={id("digestHour")}
          name="digestHour"
          label="Digest hour"
          hint="The hour of the day (0 to 23, the site's time) the daily digest of open leads goes out."
          value={site.digestHour}
          min={0}
          max={23}
          error={error("digestHour")}
        />
        <fieldset aria-describedby={error("roundRobin") ? id("roundRobin-error") : undefined}>
          <legend className="font-semibold">Round robin</legend>
          <p className="text-sm text-gray-700">
            At a location with round robin on, each new lead goes to the next salesperson of the location in turn.
          </p>
          {site.locations.length === 0 && <p className="mt-1">This site has no locations yet.</p>}
          <ul className="mt-1 space-y-1">
            {site.locations.map((location) => (
              <li key={location.id}>
                <label className="flex items-start gap-2">
                  <input
                    type="checkbox"
                    name="roundRobin"
                    value={location.id}
                    defaultChecked={location.roundRobin}
                    className="mt-1 h-5 w-5 shrink-0"
                  />
                  <span className="break-words">Round robin at {location.name}</span>
                </label>
              </li>
            ))}
          </ul>
          <FieldError name={id("roundRobin")} error={error("roundRobin")} />
        </fieldset>
        <button type="submit" className={BUTTON}>
          Save settings for {site.name}
        </button>
      </form>
    </section>
  );
}

function NumberField(props: {
  id: string;
  name: string;
  label: string;
  hint: string;
  value: number;
  min: number;
  max: number;
  error?: string;
}) {
  const described = [props.error ? `${props.id}-error` : null, `${props.id}-hint`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={props.id} className="block font-semibold">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={1}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described}
        className={CONTROL}
      />
      <p id={`${props.id}-hint`} className="mt-1 text-sm text-gray-700">
        {props.hint}
      </p>
      <FieldError name={props.id} error={props.error} />
    </div>
  );
}
