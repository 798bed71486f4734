import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn } from "./columns";

/**
 * Secrets the platform makes for itself when the environment gives none (the spam check's signing
 * key), kept here so every server process of a deployment uses the same one. Never rendered,
 * logged or sent anywhere.
 */
export const platformSecrets = pgTable("platform_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAtColumn(),
});
