import { leadTitle, type GarageLead } from "@/features/accounts/garage-activity";

const DATE = new Intl.DateTimeFormat("en-AU", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** One section of the garage: the shopper's leads of one kind, or what to do when there are none. */
export function GarageLeadList({
  heading,
  leads,
  empty,
  action,
}: {
  heading: string;
  leads: GarageLead[];
  empty: string;
  action: { href: string; label: string } | null;
}) {
  return (
    <section className="mt-8" aria-labelledby={`${heading}-heading`.replace(/\W+/g, "-")}>
      <h2 id={`${heading}-heading`.replace(/\W+/g, "-")} className="text-2xl font-bold">
        {heading}
      </h2>
      {leads.length === 0 ? (
        <p className="mt-2">
          {empty}{" "}
          {action ? (
            <a className="underline" href={action.href}>
              {action.label}
            </a>
          ) : null}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-200 rounded border border-gray-200 bg-white">
          {leads.map((lead) => (
            <li key={lead.id} className="p-3" data-testid="garage-lead">
              <p className="font-semibold">{leadTitle(lead)}</p>
              <p className="text-sm text-gray-700">
                Sent {DATE.format(lead.createdAt)}
                {lead.when ? ` · ${lead.when}` : ""}
                {lead.location ? ` · ${lead.location}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
