import { SelectField } from "@/ui/SelectField";
import { listFormValues, type ListQuery } from "@/domain/list-query";
import type { DeskListError, DeskListField } from "@/features/reservation-desk/desk-list-query";

export const BUTTON = "mt-4 rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700";

/** A list's filters: a plain GET form, so the filters are the URL and need no script. */
function DeskFilters(props: {
  action: string;
  label: string;
  values: Partial<Record<DeskListField, string>>;
  errors: readonly DeskListError[];
  sites: readonly { slug: string; name: string }[];
  states: Readonly<Record<string, string>>;
}) {
  const error = (field: DeskListField) => props.errors.find((e) => e.field === field)?.message;
  return (
    <form method="get" action={props.action} className="mt-6 grid gap-4 sm:grid-cols-3" aria-label={props.label}>
      <SelectField
        name="site"
        label="Site"
        value={props.values.site ?? ""}
        placeholder="All"
        options={props.sites.map((site) => [site.slug, site.name])}
        error={error("site")}
      />
      <SelectField
        name="state"
        label="State"
        value={props.values.state ?? ""}
        placeholder="All"
        options={Object.entries(props.states)}
        error={error("state")}
      />
      <div className="sm:col-span-3">
        <button type="submit" className="rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700">
          Show
        </button>
      </div>
    </form>
  );
}

/** The filters' errors, above the form, each naming its field. */
function FilterErrors({ errors }: { errors: readonly DeskListError[] }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-800">
      <p className="font-semibold">Some filters need fixing:</p>
      <ul className="list-disc pl-6">
        {errors.map((error) => (
          <li key={error.field}>{error.message}</li>
        ))}
      </ul>
    </div>
  );
}

/** Label and value pairs, leaving out what is not known. */
export function Facts({ facts }: { facts: readonly [string, string | number | null | undefined][] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return (
    <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 break-words">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a form on the page did, said once at the top (a field's own error is shown at its field). */
export function OutcomeNote({ outcome }: { outcome: { field: string | null; message: string } | null }) {
  if (!outcome || outcome.field !== null) return null;
  return (
    <p role="status" className="mt-4 rounded border border-gray-700 bg-white p-3">
      {outcome.message}
    </p>
  );
}

/**
 * A desk list's page: its filters (a plain GET form), each refused filter named above them, then the rows of the
 * page (`items`, null while a filter is refused) newest first, and the link to the older ones.
 */
export function DeskListPage(props: {
  title: string;
  /** What the rows are, in the plural, lower case ("reservations"). */
  noun: string;
  path: string;
  groupName: string;
  query: ListQuery;
  errors: readonly DeskListError[];
  sites: readonly { slug: string; name: string }[];
  states: Readonly<Record<string, string>>;
  items: readonly { key: number; row: React.ReactNode }[] | null;
  olderHref: string | null;
}) {
  return (
    <main className="mx-auto max-w-6xl p-4 sm:p-8">
      <p>
        <a href="/" className="underline">
          Console home
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{props.title}</h1>
      <p className="mt-1 text-gray-700">{props.groupName}</p>
      <FilterErrors errors={props.errors} />
      <DeskFilters
        action={props.path}
        label={`Filter ${props.noun}`}
        values={listFormValues(props.query, ["site", "state"] as const)}
        errors={props.errors}
        sites={props.sites}
        states={props.states}
      />
      {props.items &&
        (props.items.length === 0 ? (
          <p className="mt-8">No {props.noun} match.</p>
        ) : (
          <ul
            className="mt-8 divide-y divide-gray-300 border-y border-gray-300"
            aria-label={`${props.title}, newest first`}
          >
            {props.items.map((item) => (
              <li key={item.key} className="py-3">
                {item.row}
              </li>
            ))}
          </ul>
        ))}
      {props.olderHref ? (
        <p className="mt-6">
          <a href={props.olderHref} className="underline">
            Older {props.noun}
          </a>
        </p>
      ) : null}
    </main>
  );
}
