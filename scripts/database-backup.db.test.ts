import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/platform/db/client";
import { authUsers, dealerships, leads, reservations, staffUsers } from "@/platform/db/schema";
import { openSeededTestDatabase, type SeededTestDatabase } from "@/platform/db/testing/test-database";
import { backupEmbedded, backupPostgres, restorePostgres } from "./database-backup";

const run = promisify(execFile);
const SERVER_URL = process.env.TEST_DATABASE_URL;

let seeded: SeededTestDatabase;
let folder: string;
/** What a restore must hold: every row id of the tables a dealer group cannot lose, and the rows this test added. */
let before: Awaited<ReturnType<typeof holdings>>;

async function holdings(db: Database) {
  const ids = async (table: typeof leads | typeof reservations) =>
    (await db.select({ id: table.id }).from(table).orderBy(table.id)).map((r) => r.id);
  return {
    leads: await ids(leads),
    reservations: await ids(reservations),
    shoppers: (await db.select({ id: authUsers.id }).from(authUsers).orderBy(authUsers.id)).map((r) => r.id),
    staff: (await db.select({ email: staffUsers.email }).from(staffUsers).orderBy(staffUsers.email)).map(
      (r) => r.email,
    ),
  };
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), "forecourt-backup-"));
  seeded = await openSeededTestDatabase();
  const db = seeded.handle.db;
  const site = await seeded.siteFor("bigbox-used");
  const [dealership] = await db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.siteId, site.id));
  const [lead] = await db
    .insert(leads)
    .values({
      siteId: site.id,
      dealershipId: dealership!.id,
      category: "General Enquiry",
      url: "https://bigbox-used.example/contact",
      snapshot: { comments: "kept through a restore" } as never,
    })
    .returning({ id: leads.id });
  await db.insert(authUsers).values({
    id: "backup-shopper",
    siteId: site.id,
    name: "Robin Restore",
    email: "robin.restore@mail.example",
    phoneNumber: "+61400000777",
  });
  await db
    .insert(staffUsers)
    .values({ id: "backup-staff", name: "Alex Archive", email: "alex.archive@bigbox.example" });
  await db.insert(reservations).values({
    siteId: site.id,
    userId: "backup-shopper",
    requestKey: "backup-request",
    state: "held",
    hold: "[2026-11-29 00:00:00+00,2026-11-30 00:00:00+00)",
    depositCents: 50_000,
    holdSeconds: 86_400,
    car: { title: "2019 Mazda CX-5" } as never,
    shopper: { name: "Robin Restore", email: "robin.restore@mail.example", phone: "0400000777", postcode: null },
    origin: "https://bigbox-used.example",
    paymentProvider: "demo",
    leadId: lead!.id,
  });
  before = await holdings(db);
});

afterAll(async () => {
  await seeded?.handle.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The restore holds every lead, reservation and account the database held, and the ones this test added. */
async function expectEverythingIn(db: Database) {
  const after = await holdings(db);
  expect(after).toEqual(before);
  expect(after.leads.length).toBeGreaterThan(0);
  expect(after.shoppers).toContain("backup-shopper");
  expect(after.staff).toContain("alex.archive@bigbox.example");
  const [held] = await db
    .select({ state: reservations.state, leadId: reservations.leadId })
    .from(reservations)
    .where(eq(reservations.requestKey, "backup-request"));
  expect(held?.state).toBe("held");
  expect(after.leads).toContain(held!.leadId);
}

describe("backups restore every lead, reservation and account", () => {
  it.skipIf(!SERVER_URL)(
    "PostgreSQL: pg_dump -Fc, createdb, pg_restore into the fresh database (skipped on PGlite: no server to dump)",
    async () => {
      const file = path.join(folder, "forecourt.dump");
      await backupPostgres((seeded.handle as { url?: string }).url!, file);
      expect(statSync(file).size).toBeGreaterThan(0);
      const name = `forecourt_restore_${process.pid}_${Date.now().toString(36)}`;
      await run("createdb", [`--maintenance-db=${SERVER_URL}`, name]);
      const url = new URL(SERVER_URL!);
      url.pathname = `/${name}`;
      try {
        await restorePostgres(file, url.toString());
        const restored = await openDatabase({ url: url.toString() });
        try {
          await expectEverythingIn(restored.db);
        } finally {
          await restored.close();
        }
      } finally {
        await run("dropdb", [`--maintenance-db=${SERVER_URL}`, "--force", name]);
      }
    },
  );

  it.skipIf(!!SERVER_URL)(
    "embedded database: its data directory dumped, and a PGlite started from the dump (skipped on PostgreSQL)",
    async () => {
      const file = path.join(folder, "forecourt.tar");
      await backupEmbedded(seeded.handle, file);
      const restored = await openDatabase({ memory: true, snapshot: new Blob([readFileSync(file)]) });
      try {
        await expectEverythingIn(restored.db);
      } finally {
        await restored.close();
      }
    },
  );
});
