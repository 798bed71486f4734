import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "./client";
import { platformSecrets } from "./schema";
import { openTestDatabase } from "./testing/test-database";
import { platformSecret } from "./platform-secret.server";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => handle?.close());

describe("platform secrets", () => {
  it("makes a 32-byte secret once and keeps it in the database", async () => {
    const secret = await platformSecret("test-secret", handle.db);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(await platformSecret("test-secret", handle.db)).toBe(secret);
    const rows = await handle.db.select().from(platformSecrets);
    expect(rows).toEqual([expect.objectContaining({ name: "test-secret", value: secret })]);
    expect(await platformSecret("another", handle.db)).not.toBe(secret);
  });

  it("gives a process that has not asked before (an empty cache) the secret another one made", async () => {
    const secret = await platformSecret("shared-secret", handle.db);
    vi.resetModules();
    const { platformSecret: secondProcess } = await import("./platform-secret.server");
    expect(secondProcess).not.toBe(platformSecret);
    expect(await secondProcess("shared-secret", handle.db)).toBe(secret);
  });
});
