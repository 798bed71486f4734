import { sql } from "drizzle-orm";
import type { Database } from "@/platform/db/client";
import type { PriceChangeSource } from "@/platform/db/schema";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Names who is changing cars' prices in this transaction, and the instant shoppers see the new price, for the
 * database's price history (migration 0028): the trigger reads both when a car's shown price changes. Transaction-local,
 * so it never leaks into another transaction on the same connection.
 */
export async function namePriceWriter(tx: Tx, source: PriceChangeSource, at: Date): Promise<void> {
  await tx.execute(
    sql`select set_config('forecourt.price_source', ${source}, true), set_config('forecourt.price_at', ${at.toISOString()}, true)`,
  );
}
