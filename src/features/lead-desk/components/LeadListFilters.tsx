import { LEAD_STATUSES } from "@/domain/lead-types";
import { Field } from "@/ui/Field";
import { Choice } from "@/ui/Choice";
import { LeadWorkFilters } from "./LeadWorkFilters";
import { LEAD_STATUS_LABELS } from "@/features/lead-desk/lead-status";
import type { LeadFilterOptions } from "@/features/lead-desk/lead-filter-options.db";
import type { LeadListError, LeadListField } from "@/features/lead-desk/lead-list-query";

/** The list's filters: a plain GET form, so the filters are the URL and need no script. */
export function LeadListFilters({
  values,
  errors,
  sites,
  work,
}: {
  values: Partial<Record<LeadListField, string>>;
  errors: readonly LeadListError[];
  sites: readonly { slug: string; name: string }[];
  /** The work filters' choices (LeadWorkFilters). */
  work?: LeadFilterOptions;
}) {
  const error = (field: LeadListField) => errors.find((e) => e.field === field)?.message;
  return (
    <form method="get" action="/leads" className="mt-6 grid gap-4 sm:grid-cols-3" aria-label="Filter leads">
      <Choice
        name="site"
        label="Site"
        value={values.site ?? ""}
        options={sites.map((site) => ({ value: site.slug, label: site.name }))}
        error={error("site")}
      />
      <Field name="category" label="Category" defaultValue={values.category} error={error("category")} />
      <Choice
        name="status"
        label="Status"
        value={values.status ?? ""}
        options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
        error={error("status")}
      />
      <Field name="from" label="Date from" type="date" defaultValue={values.from} error={error("from")} />
      <Field name="to" label="Date to" type="date" defaultValue={values.to} error={error("to")} />
      <Field
        name="q"
        label="Search"
        type="search"
        hint="Name, e-mail, phone or car"
        defaultValue={values.q}
        error={error("q")}
      />
      {work && <LeadWorkFilters values={values} error={error} options={work} />}
      <div className="sm:col-span-3">
        <button type="submit" className="rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700">
          Show leads
        </button>
      </div>
    </form>
  );
}
