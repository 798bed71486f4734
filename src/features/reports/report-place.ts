import { roleMay, type Member } from "@/features/staff";
import type { ReportPlace } from "./report-queries.db";

/**
 * Where a member's reports look at one of their group's sites (`siteId` must be one of the sites their membership
 * lists, which are their group's): nowhere for a role that may not read reports (sales, service, marketing); the whole
 * site for an owner or a member with a site-wide scope there; else only the dealerships and locations their scopes
 * there name. A member with no scope at the site sees nothing of it.
 */
export function reportPlaceFor(member: Member, siteId: number): ReportPlace | null {
  if (!roleMay(member.role, "report", "read")) return null;
  if (member.role === "owner") return { siteId };
  const scopes = member.scopes.filter((scope) => scope.siteId === siteId);
  if (scopes.length === 0) return null;
  if (scopes.some((scope) => scope.dealershipId === null)) return { siteId };
  return {
    siteId,
    dealershipIds: scopes.filter((s) => s.locationId === null).map((s) => s.dealershipId!),
    locationIds: scopes.flatMap((s) => (s.locationId === null ? [] : [s.locationId])),
  };
}
