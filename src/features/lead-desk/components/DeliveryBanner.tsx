import { currentStaff } from "@/features/staff/index.server";
import { getDb } from "@/platform/db/db.server";
import { deskPlace } from "@/features/lead-desk/desk-place";
import { failingDeliveries } from "@/features/lead-desk/lead-comms.db";

/** The most leads the banner links to by name for one site; the rest are counted. */
const LINKED_MAX = 5;

/**
 * A warning on every console page while a site's lead deliveries are failing (given up, or waiting too long), naming
 * the site and linking to the leads affected that the member may read. Nothing for anyone not signed in.
 */
export async function DeliveryBanner() {
  const staff = await currentStaff();
  const place = staff && deskPlace(staff);
  if (!place) return null;
  const failing = await failingDeliveries(await getDb(), place);
  if (failing.length === 0) return null;
  return (
    <aside
      aria-label="Lead deliveries are failing"
      className="border-b-2 border-red-800 bg-red-50 px-4 py-3 text-red-900"
    >
      <p className="font-bold">Lead deliveries are failing</p>
      <ul className="mt-1">
        {failing.map(({ site, leadIds }) => (
          <li key={site.id}>
            {site.name}: {leadIds.length === 1 ? "1 lead" : `${leadIds.length} leads`} not delivered (
            {leadIds.slice(0, LINKED_MAX).map((id, i) => (
              <span key={id}>
                {i > 0 && ", "}
                <a href={`/leads/${id}#deliveries`} className="underline">
                  lead {id}
                </a>
              </span>
            ))}
            {leadIds.length > LINKED_MAX ? ` and ${leadIds.length - LINKED_MAX} more` : ""})
          </li>
        ))}
      </ul>
    </aside>
  );
}
