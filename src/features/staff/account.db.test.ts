import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/platform/db/client";
import { auditLog } from "@/platform/db/schema";
import { openSeededTestDatabase } from "@/platform/db/testing/test-database";
import { auditBackupCodeUse } from "./account.db";
import { createStaffAuth, type StaffAuth } from "./staff-auth.db";
import { addStaff } from "./staff-groups.db";

/** A member's own account changes on the real database: a backup code's use lands in each of their groups' logs. */
const SECRET = "staff-test-secret-account-0123456789abcd";
let handle: DatabaseHandle;
let auth: StaffAuth;

beforeAll(async () => {
  handle = (await openSeededTestDatabase()).handle;
  auth = createStaffAuth({
    db: handle.db,
    baseURL: "http://console.localhost",
    secret: SECRET,
    secure: false,
    sendCode: async () => undefined,
    sendInvitation: async () => undefined,
  });
});

afterAll(async () => handle?.close());

async function trailOf(userId: string) {
  return handle.db
    .select({
      groupId: auditLog.organizationId,
      actorId: auditLog.actorId,
      action: auditLog.action,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.targetKind, "staff-user"), eq(auditLog.targetId, userId)))
    .orderBy(asc(auditLog.organizationId));
}

describe("auditBackupCodeUse", () => {
  it("records a backup code's use in every group of the member, with how many codes were left before and after", async () => {
    const first = await addStaff(auth, handle.db, {
      group: "Backup Codes Group One",
      email: "bea.backup@backupcodes.example",
      name: "Bea Backup",
      role: "owner",
      siteSlugs: ["harbour-toyota"],
    });
    const second = await addStaff(auth, handle.db, {
      group: "Backup Codes Group Two",
      email: "bea.backup@backupcodes.example",
      name: "Bea Backup",
      role: "owner",
      siteSlugs: ["tasman-caravans"],
    });
    expect(second.userId).toBe(first.userId);

    await auditBackupCodeUse(handle.db, first.userId, 9);

    const entry = { actorId: first.userId, action: "staff.backup-code-use" };
    expect(await trailOf(first.userId)).toEqual(
      [first.groupId, second.groupId]
        .sort()
        .map((groupId) => ({ ...entry, groupId, before: { backupCodesLeft: 10 }, after: { backupCodesLeft: 9 } })),
    );
  });

  it("writes nothing for a member of no group, who has no log", async () => {
    await auditBackupCodeUse(handle.db, "user-of-no-group", 3);
    expect(await trailOf("user-of-no-group")).toEqual([]);
  });
});
