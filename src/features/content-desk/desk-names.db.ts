import { inArray } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import { staffUsers } from "@/platform/db/schema";

/** Staff members' names by id, for who published or saved what; an id whose account is gone has none. */
export async function staffNames(db: Database, ids: readonly (string | null)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name })
    .from(staffUsers)
    .where(inArray(staffUsers.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name]));
}
