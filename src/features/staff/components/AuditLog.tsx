import { listFormValues } from "@/domain/list-query";
import { Field } from "@/ui/Field";
import { SelectField } from "@/ui/SelectField";
import { getDb } from "@/platform/db/db.server";
import { auditChanges } from "@/features/staff/audit-entry";
import { listAuditLog } from "@/features/staff/audit-log-list.db";
import {
  AUDIT_LOG_FIELDS,
  auditLogHref,
  parseAuditLogQuery,
  type AuditLogError,
  type AuditLogField,
} from "@/features/staff/audit-log-query";
import type { Membership } from "@/features/staff/staff-groups.db";

function moment(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-AU", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    second: "2-digit",
  }).format(at);
}

function AuditLogFilters({
  values,
  errors,
  sites,
}: {
  values: Partial<Record<AuditLogField, string>>;
  errors: readonly AuditLogError[];
  sites: Membership["sites"];
}) {
  const error = (field: AuditLogField) => errors.find((e) => e.field === field)?.message;
  return (
    <form method="get" action="/audit" className="mt-6 grid gap-4 sm:grid-cols-3" aria-label="Filter the audit log">
      <SelectField
        name="site"
        label={AUDIT_LOG_FIELDS.site}
        value={values.site ?? ""}
        placeholder="All"
        options={sites.map((site) => [site.slug, site.name])}
        error={error("site")}
      />
      <Field name="actor" label={AUDIT_LOG_FIELDS.actor} defaultValue={values.actor} error={error("actor")} />
      <Field
        name="action"
        label={AUDIT_LOG_FIELDS.action}
        hint="e.g. lead.status"
        defaultValue={values.action}
        error={error("action")}
      />
      <Field
        name="kind"
        label={AUDIT_LOG_FIELDS.kind}
        hint="e.g. lead"
        defaultValue={values.kind}
        error={error("kind")}
      />
      <Field name="target" label={AUDIT_LOG_FIELDS.target} defaultValue={values.target} error={error("target")} />
      <Field name="from" label={AUDIT_LOG_FIELDS.from} type="date" defaultValue={values.from} error={error("from")} />
      <Field name="to" label={AUDIT_LOG_FIELDS.to} type="date" defaultValue={values.to} error={error("to")} />
      <div className="sm:col-span-3">
        <button type="submit" className="rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700">
          Show entries
        </button>
      </div>
    </form>
  );
}

/**
 * The audit log page: the changes made in the group the member works in (a manager: at their sites only), newest
 * first, a page at a time, filtered by the URL, each with who, when, what and its fields before → after. Bad filters
 * are shown on the form, each naming its field, and no entries until they are put right.
 */
export async function AuditLog({
  membership,
  query,
  timeZone,
}: {
  membership: Membership;
  query: Record<string, string | string[] | undefined>;
  timeZone: string;
}) {
  const parsed = parseAuditLogQuery(
    query,
    membership.sites.map((site) => site.slug),
  );
  const page = parsed.ok ? await listAuditLog(await getDb(), membership.member, parsed.filters, timeZone) : null;
  return (
    <main className="mx-auto max-w-5xl p-4 sm:p-8">
      <h1 className="text-2xl font-bold">Audit log</h1>
      <p className="mt-1 text-gray-700">{membership.groupName}: every change made in the console, newest first.</p>
      {!parsed.ok && (
        <div role="alert" className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">Some filters need fixing:</p>
          <ul className="list-disc pl-6">
            {parsed.errors.map((error) => (
              <li key={error.field}>{error.message}</li>
            ))}
          </ul>
        </div>
      )}
      <AuditLogFilters
        values={listFormValues(query, Object.keys(AUDIT_LOG_FIELDS) as AuditLogField[])}
        errors={parsed.ok ? [] : parsed.errors}
        sites={membership.sites}
      />
      {page &&
        (page.rows.length === 0 ? (
          <p className="mt-8">No entries match.</p>
        ) : (
          <ol className="mt-8 space-y-4" aria-label="Audit entries, newest first">
            {page.rows.map((row) => (
              <li key={row.id} className="rounded border border-gray-300 bg-white p-4 break-words">
                <p className="font-semibold">
                  {row.action} on{" "}
                  <a href={auditLogHref({ kind: row.targetKind, target: row.targetId })} className="underline">
                    {row.targetKind} {row.targetId}
                  </a>
                </p>
                <p className="text-sm text-gray-700">
                  <time dateTime={row.at.toISOString()}>{moment(row.at, timeZone)}</time>
                  {" · "}
                  {row.siteName ?? "the group"}
                  {" · by "}
                  <a href={auditLogHref({ actor: row.actorId })} className="underline">
                    {row.actorName ?? `former staff ${row.actorId}`}
                  </a>
                </p>
                <ul className="mt-2 space-y-1 text-sm">
                  {auditChanges(row.before, row.after).map((change) => (
                    <li key={change.field}>
                      <span className="font-semibold">{change.field}</span>: {change.before} → {change.after}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        ))}
      {parsed.ok && page?.nextAfter && (
        <p className="mt-6">
          <a href={auditLogHref({ ...parsed.filters, after: page.nextAfter })} className="font-semibold underline">
            Older entries
          </a>
        </p>
      )}
    </main>
  );
}
