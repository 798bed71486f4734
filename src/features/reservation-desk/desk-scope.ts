import { can, type Member } from "@/features/staff";

/** Who is working in the console: their staff account, their place in the group, and the group's sites they may see. */
export interface DeskWorker {
  userId: string;
  member: Member;
  groupName: string;
  sites: readonly { id: number; slug: string; name: string }[];
}

/** A reservation or trade-in placed as the roles decide on it: its group, site, dealership and location. */
export interface PlacedThing {
  groupId: string;
  siteId: number;
  dealershipId: number | null;
  locationId: number | null;
}

export const reservationTarget = (thing: PlacedThing) => ({ resource: "reservation" as const, ...thing });
export const tradeInTarget = (thing: PlacedThing) => ({ resource: "tradeIn" as const, ...thing });

/**
 * Who may change what a shopper was offered for their car, or turn it into an appraisal: a member whose role may
 * update trade-ins there, and who runs the place (a manager or the group's owner). A salesperson reads offers and
 * tells the shopper about them, but the dealer's money is a manager's decision.
 */
export function mayReviseOffer(member: Member, thing: PlacedThing): boolean {
  return (member.role === "manager" || member.role === "owner") && can(member, "update", tradeInTarget(thing));
}

/** A moment as the desk shows it: day, month, year and time, in the sites' time zone. */
export function deskTime(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-AU", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(at);
}
