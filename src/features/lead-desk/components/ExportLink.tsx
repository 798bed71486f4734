import { roleMay } from "@/features/staff";
import type { DeskPlace } from "@/features/lead-desk/desk-place";

/** "Download CSV" of the leads the list shows (its filters, every page), for a member whose role may export. */
export function ExportLink({ place, href }: { place: DeskPlace; href: string }) {
  if (!roleMay(place.member.role, "lead", "export")) return null;
  return (
    <p className="mt-6">
      <a href={href.replace(/^\/leads/, "/leads/export.csv")} className="underline" download>
        Download these leads as CSV
      </a>
    </p>
  );
}
