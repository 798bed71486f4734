import "server-only";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "./client";
import { getDb } from "./db.server";
import { platformSecrets } from "./schema";

const known = new Map<string, Promise<string>>();

/**
 * A secret the platform makes for itself (32 random bytes, hex) the first time any process asks for
 * it, kept in the database so every server process of a deployment, and every restart, uses the same
 * one. The first writer wins; the others read what it wrote.
 */
export function platformSecret(name: string, db?: Database): Promise<string> {
  let secret = known.get(name);
  if (!secret) {
    secret = (async () => {
      const database = db ?? (await getDb());
      await database
        .insert(platformSecrets)
        .values({ name, value: randomBytes(32).toString("hex") })
        .onConflictDoNothing();
      const [row] = await database
        .select({ value: platformSecrets.value })
        .from(platformSecrets)
        .where(eq(platformSecrets.name, name));
      return row!.value;
    })();
    secret.catch(() => known.delete(name)); // a database hiccup is not remembered
    known.set(name, secret);
  }
  return secret;
}
