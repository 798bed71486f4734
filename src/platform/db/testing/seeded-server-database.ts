// Renamed on import: useDatabaseForTests is no React hook, whatever its prefix says to the hooks lint rule.
import { useDatabaseForTests as serveThisDatabase } from "@/platform/db/process-database";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";

/** A fresh seeded database (openSeededTestDatabase) that the server code under test reads as its own. */
export async function openSeededServerDatabase(): Promise<SeededTestDatabase> {
  const seeded = await openSeededTestDatabase();
  serveThisDatabase(seeded.handle);
  return seeded;
}
