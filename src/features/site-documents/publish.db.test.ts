import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { DatabaseHandle } from "@/platform/db/client";
import { auditLog, locations, siteDocuments, sites, staffOrganizations } from "@/platform/db/schema";
import { openTestDatabase } from "@/platform/db/testing/test-database";
import { diskTree, memoryTree, treeDocuments } from "@/platform/site/site-tree";
import { loadDocumentTree, seedSiteDocuments } from "./document-tree.db";
import {
  documentState,
  publishDocument,
  publishDraft,
  publishDueDrafts,
  restoreVersion,
  saveDraft,
  type Editor,
} from "./publish.db";

const ROOT = path.resolve("sites");
const DEALERS = "dealers/harbour-toyota.json";
const CONTENT = "content/sites/harbour-toyota.json";
const manager: Editor = { id: "user-manager", groupId: "group-docs" };
const marketing: Editor = { id: "user-marketing", groupId: "group-docs" };
let handle: DatabaseHandle;

const bodyOf = async (p: string) =>
  (await handle.db.select({ body: siteDocuments.body }).from(siteDocuments).where(eq(siteDocuments.path, p)))[0]!.body;
const versionOf = async (p: string) => (await documentState(handle.db, p))!.published.version;
/** A dealer document with the first location's Saturday sales hours changed. */
const withSaturday = (body: string, hours: string) => {
  const data = JSON.parse(body);
  data.dealerships[0].locations[0].openingHours.sales.saturday = hours;
  return JSON.stringify(data, null, 2);
};

beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.insert(staffOrganizations).values({ id: manager.groupId, name: "Documents", slug: "documents" });
  await seedSiteDocuments(handle.db, diskTree(ROOT));
});
afterAll(() => handle.close());

describe("seeding the site documents from the folder", () => {
  it("every file is a document at version 1, read back as the folder reads", async () => {
    const files = treeDocuments(diskTree(ROOT));
    const stored = treeDocuments(await loadDocumentTree(handle.db, ROOT));
    expect(stored).toEqual(files);
    expect(await versionOf(DEALERS)).toBe(1);
  });

  it("seeding again changes nothing; a changed file replaces a document only the files wrote", async () => {
    expect(await seedSiteDocuments(handle.db, diskTree(ROOT))).toEqual({
      added: [],
      replaced: [],
      removed: [],
      kept: [],
    });
    const docs = treeDocuments(diskTree(ROOT));
    docs.set("content/brands/toyota.json", docs.get("content/brands/toyota.json")!.replace("{", '{\n  "pages": [],'));
    const changed = await seedSiteDocuments(handle.db, memoryTree(ROOT, docs));
    expect(changed.replaced).toEqual(["content/brands/toyota.json"]);
    expect(await versionOf("content/brands/toyota.json")).toBe(2);
    // Put back as the folder has it.
    await seedSiteDocuments(handle.db, diskTree(ROOT));
  });
});

describe("publishing a document", () => {
  it("a dealer document's new hours are published, written to the location's hours and audited", async () => {
    const base = await versionOf(DEALERS);
    const result = await publishDocument(handle.db, ROOT, {
      path: DEALERS,
      body: withSaturday(await bodyOf(DEALERS), "09:00-12:00"),
      baseVersion: base,
      by: manager,
      origin: "console",
    });
    expect(result).toEqual({ ok: true, version: base + 1 });
    const [site] = await handle.db.select({ id: sites.id }).from(sites).where(eq(sites.slug, "harbour-toyota"));
    const rows = await handle.db.select().from(locations).where(eq(locations.siteId, site!.id));
    const saturday = rows.flatMap((r) => r.openingHours).find((h) => h.weekday === 6 && h.department === "sales");
    expect(saturday).toMatchObject({ open: "09:00", close: "12:00" });
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetKind, "site-document"), eq(auditLog.targetId, DEALERS)));
    expect(audit.map((a) => [a.action, a.actorId, a.after])).toContainEqual([
      "content.publish",
      manager.id,
      { version: base + 1 },
    ]);
  });

  it("two editors from one version: the second is refused (no silent overwrite), naming who published", async () => {
    const base = await versionOf(DEALERS);
    const body = await bodyOf(DEALERS);
    const first = await publishDocument(handle.db, ROOT, {
      path: DEALERS,
      body: withSaturday(body, "08:00-13:00"),
      baseVersion: base,
      by: manager,
      origin: "console",
    });
    const second = await publishDocument(handle.db, ROOT, {
      path: DEALERS,
      body: withSaturday(body, "10:00-11:00"),
      baseVersion: base,
      by: marketing,
      origin: "console",
    });
    expect(first.ok).toBe(true);
    expect(second).toMatchObject({ ok: false, reason: "stale", version: base + 1, publishedBy: manager.id });
    expect(JSON.parse(await bodyOf(DEALERS)).dealerships[0].locations[0].openingHours.sales.saturday).toBe(
      "08:00-13:00",
    );
  });

  it("an invalid document is refused with its fields named, and nothing changes", async () => {
    const base = await versionOf(DEALERS);
    const before = await bodyOf(DEALERS);
    const result = await publishDocument(handle.db, ROOT, {
      path: DEALERS,
      body: withSaturday(before, "25:00-26:00"),
      baseVersion: base,
      by: manager,
      origin: "console",
    });
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== "invalid") throw new Error("expected invalid");
    expect(result.problems.join("\n")).toMatch(/dealerships\.0\.locations\.0\.openingHours\.sales\.saturday/);
    expect(await bodyOf(DEALERS)).toBe(before);
    expect(await versionOf(DEALERS)).toBe(base);
    const notJson = await publishDocument(handle.db, ROOT, {
      path: CONTENT,
      body: "{ not json",
      baseVersion: await versionOf(CONTENT),
      by: manager,
      origin: "console",
    });
    expect(notJson).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("an earlier version restored is published again as a new version; every version is kept", async () => {
    const first = (await documentState(handle.db, DEALERS))!;
    const oldest = first.versions.at(-1)!;
    const result = await restoreVersion(handle.db, ROOT, {
      path: DEALERS,
      version: oldest.version,
      currentVersion: first.published.version,
      by: manager,
    });
    expect(result).toEqual({ ok: true, version: first.published.version + 1 });
    expect(await bodyOf(DEALERS)).toBe(treeDocuments(diskTree(ROOT)).get(DEALERS));
    expect((await documentState(handle.db, DEALERS))!.versions).toHaveLength(first.versions.length + 1);
  });
});

describe("rich text is stored sanitised", () => {
  it("a published page's rich text keeps no script, whoever wrote it", async () => {
    const doc = JSON.parse(await bodyOf(CONTENT));
    doc.pages.push({
      path: "/xss-check",
      title: "Check",
      description: "Check",
      blocks: [{ type: "rich-text", html: '<p>Hi</p><script>alert(1)</script><img src=x onerror="alert(1)">' }],
    });
    const result = await publishDocument(handle.db, ROOT, {
      path: CONTENT,
      body: JSON.stringify(doc),
      baseVersion: await versionOf(CONTENT),
      by: manager,
      origin: "console",
    });
    expect(result.ok).toBe(true);
    const stored = await bodyOf(CONTENT);
    expect(stored).not.toMatch(/<script|onerror/);
    expect(stored).toContain("<p>Hi</p>");
  });
});

describe("drafts", () => {
  it("a draft is saved against the draft its editor saw: a second editor's save of the same draft is refused", async () => {
    const base = await versionOf(CONTENT);
    const body = await bodyOf(CONTENT);
    const saved = await saveDraft(handle.db, ROOT, {
      path: CONTENT,
      body,
      baseVersion: base,
      draftVersion: 0,
      by: marketing,
      publishAt: null,
    });
    expect(saved).toEqual({ ok: true, version: 1 });
    const other = await saveDraft(handle.db, ROOT, {
      path: CONTENT,
      body,
      baseVersion: base,
      draftVersion: 0,
      by: manager,
      publishAt: null,
    });
    expect(other).toMatchObject({ ok: false, reason: "stale-draft", savedBy: marketing.id });
    const published = await publishDraft(handle.db, ROOT, { path: CONTENT, draftVersion: 1, by: manager });
    expect(published).toEqual({ ok: true, version: base + 1 });
    expect((await documentState(handle.db, CONTENT))!.draft).toBeNull();
  });

  it("a draft set to publish at an instant is published once its time comes, once across two sweeps at once", async () => {
    const base = await versionOf(DEALERS);
    const saved = await saveDraft(handle.db, ROOT, {
      path: DEALERS,
      body: withSaturday(await bodyOf(DEALERS), "07:00-12:00"),
      baseVersion: base,
      draftVersion: 0,
      by: manager,
      publishAt: new Date("2026-12-01T00:00:00Z"),
    });
    expect(saved.ok).toBe(true);
    expect(await publishDueDrafts(handle.db, ROOT, new Date("2026-11-30T23:59:00Z"))).toEqual({
      published: [],
      refused: [],
    });
    const sweeps = await Promise.all([
      publishDueDrafts(handle.db, ROOT, new Date("2026-12-01T00:00:01Z")),
      publishDueDrafts(handle.db, ROOT, new Date("2026-12-01T00:00:01Z")),
    ]);
    expect(sweeps.flatMap((s) => s.published)).toEqual([DEALERS]);
    expect(await versionOf(DEALERS)).toBe(base + 1);
    expect(JSON.parse(await bodyOf(DEALERS)).dealerships[0].locations[0].openingHours.sales.saturday).toBe(
      "07:00-12:00",
    );
  });

  it("a scheduled draft overtaken by another publish is not applied over it, and is left unscheduled", async () => {
    const base = await versionOf(DEALERS);
    const body = await bodyOf(DEALERS);
    await saveDraft(handle.db, ROOT, {
      path: DEALERS,
      body: withSaturday(body, "06:00-12:00"),
      baseVersion: base,
      draftVersion: 0,
      by: manager,
      publishAt: new Date("2026-12-02T00:00:00Z"),
    });
    await publishDocument(handle.db, ROOT, {
      path: DEALERS,
      body: withSaturday(body, "08:30-12:30"),
      baseVersion: base,
      by: manager,
      origin: "console",
    });
    const sweep = await publishDueDrafts(handle.db, ROOT, new Date("2026-12-02T00:00:01Z"));
    expect(sweep).toEqual({ published: [], refused: [DEALERS] });
    const state = (await documentState(handle.db, DEALERS))!;
    expect(state.draft?.publishAt).toBeNull();
    expect(JSON.parse(state.published.body).dealerships[0].locations[0].openingHours.sales.saturday).toBe(
      "08:30-12:30",
    );
  });
});

describe("every process hears a change", () => {
  it("a publish is announced on the content channel with the document's path once it commits", async () => {
    const heard: string[] = [];
    const stop = await handle.listen(
      "forecourt_content",
      (p) => heard.push(p),
      () => {},
    );
    try {
      await publishDocument(handle.db, ROOT, {
        path: CONTENT,
        body: await bodyOf(CONTENT),
        baseVersion: await versionOf(CONTENT),
        by: manager,
        origin: "console",
      });
      await expect.poll(() => heard, { timeout: 5_000 }).toContain(CONTENT);
    } finally {
      await stop();
    }
  });
});
