import { can, type Member } from "@/features/staff";

/** A car placed as the console's roles decide on it: its group, site, dealership and location. */
export interface PlacedCar {
  groupId: string;
  siteId: number;
  dealershipId: number;
  locationId: number | null;
}

/** Whether a member may read (or change) a car: of their group, in one of their scopes, by their role. */
export function mayOnCar(member: Member, action: "read" | "update", car: PlacedCar): boolean {
  return can(member, action, { resource: "stock", ...car });
}
