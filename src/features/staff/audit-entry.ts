/** One field an audit entry changed, as its page shows it: the value before and the value after, as text. */
export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

const SHOWN_MAX = 200;

function shown(value: unknown): string {
  if (value === undefined || value === null) return "—";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text;
}

/**
 * What an entry changed, field by field, in the order the fields first appear (before's, then after's new ones): a
 * field the same on both sides is left out; a long value is cut to SHOWN_MAX characters.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields
    .map((field) => ({ field, before: shown(before?.[field]), after: shown(after?.[field]) }))
    .filter((change) => change.before !== change.after);
}
