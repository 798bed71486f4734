import { asc, eq } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { staffMembers, staffUsers } from "@/platform/db/schema";
import type { DeskPlace } from "./desk-place";
import { deskPlaceOptions, type ChoiceOption } from "./desk-place-options.db";

/** The choices the list's work filters offer: the dealerships and locations of the member's sites, and the group's staff. */
export interface LeadFilterOptions {
  dealerships: ChoiceOption[];
  locations: ChoiceOption[];
  staff: ChoiceOption[];
}

export async function leadFilterOptions(db: Database, place: DeskPlace): Promise<LeadFilterOptions> {
  const [places, staffRows] = await Promise.all([
    deskPlaceOptions(db, place),
    db
      .select({ id: staffUsers.id, name: staffUsers.name })
      .from(staffMembers)
      .innerJoin(staffUsers, eq(staffUsers.id, staffMembers.userId))
      .where(eq(staffMembers.organizationId, place.member.groupId))
      .orderBy(asc(staffUsers.name)),
  ]);
  return { ...places, staff: staffRows.map((row) => ({ value: row.id, label: row.name })) };
}
