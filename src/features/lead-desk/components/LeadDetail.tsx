import { Field } from "@/ui/Field";
import { deskMoment } from "@/features/lead-desk/desk-place";
import { addNote, updateLeadStatus } from "@/features/lead-desk/lead-desk-actions.server";
import { LEAD_STATUS_LABELS, nextStatuses } from "@/features/lead-desk/lead-status";
import type { leadDetail } from "@/features/lead-desk/lead-detail.db";
import type { leadDeskOutcome } from "@/features/lead-desk/lead-desk-messages";
import { NOTE_MAX } from "@/features/lead-desk/lead-desk-messages";

type Lead = NonNullable<Awaited<ReturnType<typeof leadDetail>>>;
type Outcome = ReturnType<typeof leadDeskOutcome>;

const BUTTON = "mt-4 rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700";

/** Label and value pairs, leaving out what the lead does not carry. */
function Facts({ facts }: { facts: readonly [string, string | number | null | undefined][] }) {
  const shown = facts.filter(([, value]) => value !== null && value !== undefined && value !== "");
  return (
    <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What an audit row says happened, in words. */
function trailText(row: Lead["trail"][number]): string {
  if (row.action === "lead.assign" || row.action === "lead.claim")
    return row.after?.assigneeId ? `Assigned${row.action === "lead.claim" ? " (taken)" : ""}` : "Unassigned";
  if (row.action === "lead.note") return `Note: ${String(row.after?.note ?? "")}`;
  if (row.action === "lead.status") {
    const to = LEAD_STATUS_LABELS[row.after?.status as keyof typeof LEAD_STATUS_LABELS] ?? String(row.after?.status);
    const reason = row.after?.lostReason ? ` (${String(row.after.lostReason)})` : "";
    return `Status set to ${to}${reason}`;
  }
  if (row.action === "lead.reply") return `Replied to the shopper: ${String(row.after?.subject ?? "")}`;
  if (row.action === "lead.resend") return `Sent a delivery again (${String(row.after?.channel ?? "")})`;
  return row.action;
}

/** A lead as the desk shows it: everything it carries, its status form, a note, and its trail. */
export function LeadDetail({
  lead,
  outcome,
  timeZone,
  assignment,
  children,
}: {
  lead: Lead;
  outcome: Outcome;
  timeZone: string;
  /** Who works the lead and its first-response clock (LeadAssignment). */
  assignment?: React.ReactNode;
  /** More of the lead's work, shown before its trail (the reply form and deliveries). */
  children?: React.ReactNode;
}) {
  const { snapshot } = lead;
  const customer = snapshot.customer;
  const car = snapshot.vehicle;
  const error = (field: string) => (outcome?.field === field ? outcome.message : undefined);
  const moves = nextStatuses(lead.status);
  return (
    <main className="mx-auto max-w-4xl p-8">
      <p>
        <a href="/leads" className="underline">
          All leads
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">
        {[customer.name, customer.lastName].filter(Boolean).join(" ")}: {lead.category}
      </h1>
      <p className="mt-1 text-gray-700">
        {lead.siteName}, received {deskMoment(lead.createdAt, timeZone)}. Status: {LEAD_STATUS_LABELS[lead.status]}
        {lead.lostReason ? ` (${lead.lostReason})` : ""}
      </p>
      {outcome && outcome.field === null && (
        <p role="status" className="mt-4 rounded border border-gray-700 bg-white p-3">
          {outcome.message}
        </p>
      )}

      <Section id="customer" title="Customer">
        <Facts
          facts={[
            ["Name", [customer.name, customer.lastName].filter(Boolean).join(" ")],
            ["E-mail", customer.email],
            ["Phone", customer.phone],
            ["Postcode", customer.postcode],
            ["Message", snapshot.message],
          ]}
        />
      </Section>

      <Section id="car" title="Car, as it was when the lead came in">
        {car ? (
          <Facts
            facts={[
              ["Car", [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ")],
              ["Stock number", car.stocknum],
              ["VIN", car.vin],
              ["Price", car.price === null ? null : `$${car.price.toLocaleString("en-AU")}`],
              ["Kilometres", car.km === null ? null : car.km.toLocaleString("en-AU")],
            ]}
          />
        ) : (
          <p className="mt-2">No car.</p>
        )}
      </Section>

      <Section id="source" title="Where it came from">
        <Facts
          facts={[
            ["Category", [lead.category, lead.subcategory].filter(Boolean).join(": ")],
            ["Source", lead.source],
            ["Page", lead.url],
            ["Dealership", snapshot.dealership.name],
            ["Location", snapshot.location?.name],
            ...Object.entries(snapshot.linkedQueryParams).map(([key, value]): [string, string] => [key, value]),
          ]}
        />
      </Section>

      {Object.keys(snapshot.answers).length > 0 && (
        <Section id="answers" title="Answers">
          <Facts facts={Object.entries(snapshot.answers)} />
        </Section>
      )}

      <Section id="work" title="Status">
        {assignment}
        {moves.length === 0 ? (
          <p className="mt-2">This lead cannot move on from {LEAD_STATUS_LABELS[lead.status]}.</p>
        ) : (
          <form action={updateLeadStatus} className="mt-2" noValidate>
            <input type="hidden" name="leadId" value={lead.id} />
            <input type="hidden" name="version" value={lead.version} />
            <fieldset aria-describedby={error("status") ? "status-error" : undefined}>
              <legend className="font-semibold">New status</legend>
              {moves.map((status) => (
                <label key={status} className="mr-6 inline-flex items-center gap-2">
                  <input type="radio" name="status" value={status} />
                  {LEAD_STATUS_LABELS[status]}
                </label>
              ))}
            </fieldset>
            {error("status") && (
              <p id="status-error" className="mt-1 text-sm font-semibold text-red-700">
                {error("status")}
              </p>
            )}
            <div className="mt-4">
              <Field
                name="lostReason"
                label="Reason lost"
                hint="Only when marking it lost"
                error={error("lostReason")}
              />
            </div>
            <button type="submit" className={BUTTON}>
              Save status
            </button>
          </form>
        )}
        <form action={addNote} className="mt-6" noValidate>
          <input type="hidden" name="leadId" value={lead.id} />
          <label htmlFor="note" className="block font-semibold">
            Note
          </label>
          <textarea
            id="note"
            name="note"
            rows={3}
            maxLength={NOTE_MAX}
            aria-invalid={error("note") ? true : undefined}
            aria-describedby={error("note") ? "note-error" : undefined}
            className="mt-1 w-full max-w-xl rounded border border-gray-500 bg-white px-3 py-2"
          />
          {error("note") && (
            <p id="note-error" className="mt-1 text-sm font-semibold text-red-700">
              {error("note")}
            </p>
          )}
          <button type="submit" className={BUTTON}>
            Add note
          </button>
        </form>
      </Section>

      {children}

      <Section id="trail" title="What happened">
        <ol className="mt-2 list-decimal pl-6">
          <li>Received {deskMoment(lead.createdAt, timeZone)}</li>
          {lead.trail.map((row) => (
            <li key={row.id}>
              {deskMoment(row.at, timeZone)}: {trailText(row)}, by {row.actorName}
            </li>
          ))}
        </ol>
      </Section>
    </main>
  );
}
