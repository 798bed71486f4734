import { expect, test, type Browser, type Page } from "./support/test";
import { findCar } from "./support/cars";
import { actionForms, consoleRequest, consoleUrl, formActions, signInToConsole } from "./support/console";
import { agreeToTerms, asOwnClient, expectSuccess, fillContact, whenFormReady } from "./support/leads";
import { siteUrl } from "./support/sites";
import { DEMO_STAFF_GROUPS } from "@demo/demo-staff";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));
test.describe.configure({ timeout: 600_000 });

/**
 * Every page of one thing in the console, with the list its ids are shown in and its forms. A new kind of thing (a
 * reservation, a trade-in) is swept by adding its entry here: its list's URL, its page's URL, and the names of its
 * forms' fields the sweep fills in (posted to each of the page's server actions, with the foreign thing's id).
 */
const THINGS: readonly {
  list: string;
  page: (id: number) => string;
  /** The link to a thing in its list, when it is not its page (a car's photos are reached from the car). */
  item?: RegExp;
  idField: string;
  fields: Record<string, string>;
}[] = [
  {
    list: "/leads",
    page: (id) => `/leads/${id}`,
    idField: "leadId",
    fields: { version: "1", status: "contacted", note: "Swept from another scope", lostReason: "" },
  },
  {
    list: "/stock",
    page: (id) => `/stock/${id}`,
    idField: "vehicleId",
    fields: {
      price: "1",
      beforePrice: "",
      priceType: "",
      status: "sold",
      showOnDealerWebsite: "on",
      tag: "Swept",
      dealerComments: "Swept from another scope",
      features: "",
    },
  },
  {
    list: "/stock",
    page: (id) => `/stock/${id}/photos`,
    item: /href="\/stock\/(\d+)"/g,
    idField: "carId",
    fields: { change: "hide:swept.jpg", order: "swept.jpg" },
  },
  {
    list: "/stock",
    page: (id) => `/stock/${id}/special`,
    item: /href="\/stock\/(\d+)"/g,
    idField: "vehicleId",
    fields: { specialId: "1", price: "1", wasPrice: "", startsAt: "2026-01-01T09:00", endsAt: "2036-01-01T09:00" },
  },
];

/** The ids of a list's things the member is shown, every page of it (the list's "older" link carries `after`). */
async function shownIds(page: Page, list: string, itemPath: RegExp): Promise<Set<number>> {
  const ids = new Set<number>();
  let next: string | null = list;
  while (next) {
    const html: string = await (await consoleRequest(page, next)).text();
    for (const match of html.matchAll(itemPath)) ids.add(Number(match[1]));
    const after: string | undefined = /href="([^"]*[?&amp;]after=\d+[^"]*)"/.exec(html)?.[1];
    next = after && after.replaceAll("&amp;", "&") !== next ? after.replaceAll("&amp;", "&") : null;
  }
  return ids;
}

/** A lead sent on a site's enquiry form, so each scope has one of its own. */
async function sendLead(page: Page, site: string, name: string) {
  const car = await findCar(page, site, "car_type=used", (h) => h.status === "in_stock" && h.price > 200);
  await page.goto(siteUrl(site, `/cars/${car.slug}`));
  const form = page.locator("#enquiry-form");
  await whenFormReady(form);
  await fillContact(form, {
    name,
    email: `${name.toLowerCase().replace(/\W/g, ".")}@example.com`,
    phone: "0412 000 321",
  });
  await form.getByLabel("Message").fill("Scope sweep");
  await agreeToTerms(form);
  await form.getByRole("button", { name: "Send enquiry" }).click();
  await expectSuccess(page, "Thank you for your enquiry");
}

/**
 * What a member's list shows of each thing, by id (its table row): nothing they may see may change by another's
 * requests. Rows, not the page: the page carries a fresh nonce, and other journeys may add things meanwhile.
 */
async function rowsById(page: Page, list: string, itemPath: RegExp): Promise<Map<string, string>> {
  const html = await (await consoleRequest(page, list)).text();
  const rows = new Map<string, string>();
  for (const [row] of html.matchAll(/<tr\b[\s\S]*?<\/tr>/g)) {
    const id = new RegExp(itemPath.source).exec(row)?.[1];
    // The first-response clock ticks while the sweep runs; a row "did not change" apart from its clock.
    if (id) rows.set(id, row.replace(/>(Overdue by )?(\d+ (d|h|min) ?)+(left)?</g, ">(clock)<"));
  }
  return rows;
}

/**
 * The ids a member tries that are not theirs: every id up to the highest where there are few (leads), else the other
 * members' things and an even spread of every id (thousands of cars would take the sweep past its time; the spread
 * still reaches every site's cars); and ids far past the highest, up to the database's largest, answered as one out of
 * scope is. Not the ids just past it: journeys beside this one add leads and cars meanwhile, and the next of those
 * may well be the member's own.
 */
function foreignIds(own: Set<number>, shown: readonly Set<number>[], highest: number): number[] {
  const every = Array.from({ length: highest }, (_, i) => i + 1);
  const farPast = [highest + 1_000_000, highest + 1_000_001, 2_147_483_647];
  if (every.length <= 200) return [...every, ...farPast].filter((id) => !own.has(id));
  const others = shown.flatMap((ids) => [...ids].slice(0, 40));
  const spread = every.filter((_, i) => i % Math.ceil(every.length / 60) === 0);
  return [...new Set([...others, ...spread, ...farPast])].filter((id) => !own.has(id));
}

/** A member's own browser, as its own client (sign-in limits count per client, as for every journey). */
const memberPage = async (browser: Browser, client: string) =>
  (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": client } })).newPage();

/** The sweep's members by name, as the audit log names who made each change. */
const SWEEP_NAMES = new Set(
  [
    ["bigbox-used", "sales"],
    ["southern-cross-motors", "manager"],
    ["bigbox-used", "owner"],
  ].map(([site, role]) => DEMO_STAFF_GROUPS.find((g) => g.site === site)!.staff.find((m) => m.role === role)!.name),
);

/**
 * The audit log's entries made by the sweep's members, as a manager reads them, to see that their forged requests
 * wrote nothing in the group. Entries by anyone else are left out: other journeys running beside this one change the
 * same demo group's settings as its owner, legitimately.
 */
const auditEntries = async (page: Page) => {
  const response = await consoleRequest(page, "/audit");
  const html = await response.text();
  expect(html, "the manager reads the audit log").toContain("Audit log</h1>");
  const list = /<ol[^>]*Audit entries[\s\S]*?<\/ol>/.exec(html)?.[0] ?? "";
  const entries = list.split('<li class="rounded').slice(1);
  const byWhom = (entry: string) => /· by <a [^>]*>([^<]+)<\/a>/.exec(entry)?.[1] ?? "";
  return entries.filter((entry) => SWEEP_NAMES.has(byWhom(entry))).join("\n");
};

/** The action forms of some pages, one per action. */
const distinctForms = (pages: string[]) => {
  const byAction = new Map<string, Record<string, string>>();
  for (const form of pages.flatMap(actionForms))
    byAction.set(
      Object.entries(form)
        .filter(([name]) => /^\$ACTION_(ID_|REF_|\d+:0)/.test(name))
        .map(([name, value]) => name + value)
        .join(),
      form,
    );
  return [...byAction.values()];
};

/** The feed sources a member is shown on the feeds page (none, and not found, for a role without feeds). */
const feedSourceIds = async (page: Page) =>
  [...new Set([...(await (await consoleRequest(page, "/feeds")).text()).matchAll(/href="\/feeds\/(\d+)"/g)])].map((m) =>
    Number(m[1]),
  );

/** The `<a>`'s id in a console page at a path, the first that matches. */
const linkedId = async (page: Page, path: string, link: RegExp) =>
  Number(link.exec(await (await consoleRequest(page, path)).text())?.[1] ?? NaN);

/**
 * The feeds side across groups: BigBox's owner holds a run (an empty file to its full "Stock command" feed) and makes
 * a push key; Southern Cross's manager then forges every feed page and form (settings, upload, key made and revoked,
 * the held run approved) with BigBox's ids, and BigBox's owner with Southern Cross's; a salesperson, with no feeds,
 * is refused their own group's. Every one is not found, the run stays held and the key stays usable.
 */
async function sweepFeeds(owner: Page, manager: Page, sales: Page): Promise<{ requests: number; wrong: string[] }> {
  const wrong: string[] = [];
  let requests = 0;
  const expectNotFound = async (who: string, page: Page, path: string, multipart?: Record<string, string>) => {
    const answer = await consoleRequest(page, path, multipart ? { method: "POST", multipart } : {});
    requests++;
    if (answer.status() !== 404) wrong.push(`${who} ${multipart ? "POST" : "GET"} ${path}: ${answer.status()}`);
  };
  const bigBox = await feedSourceIds(owner);
  const southern = await feedSourceIds(manager);
  expect(bigBox.length && southern.length, "both groups have feed sources").toBeTruthy();

  // A held run of BigBox's full feed: an empty file would take every car off.
  const command = await linkedId(owner, "/feeds", /href="\/feeds\/(\d+)">Stock command</);
  await owner.goto(consoleUrl(`/feeds/${command}`));
  await owner.getByLabel("Feed file").setInputFiles({
    name: "empty.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("stocknum,dealership,car_type,status,make,model,badge,year,price,km,body,colour\n"),
  });
  await owner.getByRole("button", { name: "Upload and run" }).click();
  await owner.getByRole("status", { name: "Run summary" }).getByRole("link", { name: "See the run" }).click();
  await expect(owner.getByText("Held for approval")).toBeVisible();
  const held = Number(/\/runs\/(\d+)/.exec(owner.url())![1]);
  try {
    const push = await linkedId(owner, "/feeds", /href="\/feeds\/(\d+)">Dealer system push</);
    const keyName = `Swept key ${Date.now() % 100000}`;
    await owner.goto(consoleUrl(`/feeds/${push}`));
    await owner.getByLabel("Key name").fill(keyName);
    await owner.getByRole("button", { name: "Create a push key" }).click();
    await expect(owner.getByTestId("new-push-key")).toBeVisible();
    const pushHtml = await (await consoleRequest(owner, `/feeds/${push}`)).text();
    // React puts a comment between "Revoke " and the key's name; the key's own form is the last keyId before it.
    const revokeButton = `Revoke (?:<!-- -->)?${keyName}<`;
    const keyId = new RegExp(`name="keyId" value="(\\d+)"(?:(?!name="keyId")[\\s\\S])*?${revokeButton}`).exec(
      pushHtml,
    )?.[1];
    expect(keyId, "the new key's revoke form").toBeTruthy();

    // Every feed form as its owner is shown it, posted to the page it is on (an action is served by its own page):
    // a source's settings, upload and keys made and revoked; a held run's decision.
    const sourceForms = distinctForms([
      pushHtml,
      await (await consoleRequest(manager, `/feeds/${southern[0]}`)).text(),
    ]);
    const runForms = distinctForms([await (await consoleRequest(owner, `/feeds/${command}/runs/${held}`)).text()]);
    expect(sourceForms.length, "forms of a source's page").toBeGreaterThanOrEqual(4);
    expect(runForms.length, "forms of a held run's page").toBeGreaterThanOrEqual(1);
    const fields = (id: number) => ({
      id: String(id),
      runId: String(held),
      keyId: keyId!,
      keyName: "Swept",
      decision: "approve",
      name: "Swept",
      kind: "upload",
      format: "csv",
      maxRemovedPercent: "100",
    });
    const highest = Math.max(...bigBox, ...southern) + 1_000_000;
    const attempts: [string, Page, number][] = [
      ...[...bigBox, highest].map((id): [string, Page, number] => ["Southern Cross's manager", manager, id]),
      ...[...southern, highest].map((id): [string, Page, number] => ["BigBox's owner", owner, id]),
    ];
    for (const [who, page, id] of attempts) {
      await expectNotFound(who, page, `/feeds/${id}`);
      await expectNotFound(who, page, `/feeds/${id}/runs`);
      await expectNotFound(who, page, `/feeds/${id}/runs/${held}`);
      for (const form of sourceForms) await expectNotFound(who, page, `/feeds/${id}`, { ...form, ...fields(id) });
      for (const form of runForms)
        await expectNotFound(who, page, `/feeds/${id}/runs/${held}`, { ...form, ...fields(id) });
    }
    // Another group's run under one's own source is not found either.
    await expectNotFound("Southern Cross's manager", manager, `/feeds/${southern[0]}/runs/${held}`);
    for (const form of runForms)
      await expectNotFound("Southern Cross's manager", manager, `/feeds/${southern[0]}/runs/${held}`, {
        ...form,
        ...fields(southern[0]!),
      });
    for (const path of [`/feeds/${command}`, `/feeds/${command}/runs`, `/feeds/${command}/runs/${held}`])
      await expectNotFound("BigBox's salesperson", sales, path);

    const run = await (await consoleRequest(owner, `/feeds/${command}/runs/${held}`)).text();
    expect(run, "the held run, after the forged decisions").toContain("Held for approval");
    expect(await (await consoleRequest(owner, `/feeds/${push}`)).text(), "the key, after the forged revokes").toMatch(
      new RegExp(revokeButton),
    );
  } finally {
    // The held run would keep BigBox's feed waiting: discarded, as its owner would.
    await owner.goto(consoleUrl(`/feeds/${command}/runs/${held}`));
    await owner.getByRole("button", { name: "Discard" }).click();
    await expect(owner.getByRole("status").filter({ hasText: "The run is discarded" })).toBeVisible();
  }
  return { requests, wrong };
}

/** The report pages and every table's CSV (src/app/console/reports), for a site. */
const REPORT_PAGES = ["/reports", "/reports/cars", "/reports/searches", "/reports/responses"];
const REPORT_TABLES = [
  "totals",
  "daily",
  "leads-by-category",
  "leads-by-utm-campaign",
  "cars",
  "searches",
  "responses",
];
const reportCsv = (site: string, table: string) => `/reports/export.csv?site=${site}&table=${table}`;

/**
 * The reports across groups: each group's manager or owner asks for the other group's site by its name (refused as
 * one that does not exist: a field's message on the page, a 400 for a CSV, never its figures), their own site's
 * reports name none of the other group's sites, and a salesperson (no reports) gets not found for every one.
 */
async function sweepReports(owner: Page, manager: Page, sales: Page): Promise<{ requests: number; wrong: string[] }> {
  const wrong: string[] = [];
  let requests = 0;
  const ask = async (page: Page, path: string) => {
    requests++;
    return consoleRequest(page, path);
  };
  const readers: [string, Page, string, string][] = [
    ["BigBox's owner", owner, "bigbox-used", "southern-cross-motors"],
    ["Southern Cross's manager", manager, "southern-cross-motors", "bigbox-used"],
  ];
  for (const [who, page, own, foreign] of readers) {
    for (const path of REPORT_PAGES) {
      const mine = await ask(page, path);
      const html = await mine.text();
      if (mine.status() !== 200 || html.includes(`value="${foreign}"`))
        wrong.push(`${who} GET ${path}: ${mine.status()}`);
      const theirs = await ask(page, `${path}?site=${foreign}`);
      if (theirs.status() !== 200 || !(await theirs.text()).includes("Site: choose one of your sites."))
        wrong.push(`${who} GET ${path}?site=${foreign}: not refused`);
    }
    for (const table of REPORT_TABLES) {
      if ((await ask(page, reportCsv(own, table))).status() !== 200) wrong.push(`${who} own ${table} CSV refused`);
      const theirs = await ask(page, reportCsv(foreign, table));
      if (theirs.status() !== 400) wrong.push(`${who} GET ${reportCsv(foreign, table)}: ${theirs.status()}`);
    }
  }
  for (const path of [...REPORT_PAGES, ...REPORT_TABLES.map((table) => reportCsv("bigbox-used", table))]) {
    const answer = await ask(sales, path);
    if (answer.status() !== 404) wrong.push(`BigBox's salesperson GET ${path}: ${answer.status()}`);
  }
  return { requests, wrong };
}

test.describe("the console across scopes", () => {
  test("a salesperson of one site, a manager of another group and an owner get not found for every thing that is not theirs, and change nothing", async ({
    browser,
    page,
  }) => {
    await sendLead(page, "bigbox-used", "Sweep BigBox");
    await sendLead(page, "southern-cross-motors", "Sweep Southern");

    const members = [
      { email: "sales@bigbox-used.example", page: await memberPage(browser, "10.250.0.1") },
      { email: "manager@southern-cross-motors.example", page: await memberPage(browser, "10.250.0.2") },
    ];
    const owner = await memberPage(browser, "10.250.0.3");
    for (const member of members) await signInToConsole(member.page, member.email);
    await signInToConsole(owner, "owner@bigbox-used.example");

    let requests = 0;
    const wrong: string[] = [];
    for (const thing of THINGS) {
      const itemPath = thing.item ?? new RegExp(`href="${thing.page(0).replace(/0$/, "")}(\\d+)"`, "g");
      const shown = await Promise.all(members.map((m) => shownIds(m.page, thing.list, itemPath)));
      const everyId = shown.flatMap((ids) => [...ids]);
      expect(everyId.length, `each member is shown some of ${thing.list}`).toBeGreaterThan(1);
      expect(shown[0]!.size && shown[1]!.size, "both members are shown something").toBeTruthy();
      const before = await Promise.all(members.map((m) => rowsById(m.page, thing.list, itemPath)));
      const auditBefore = await auditEntries(members[1]!.page);
      // The highest id either member is shown: the ids just past it may be things journeys beside this one add now.
      const highest = Math.max(...everyId);

      // A thing's forms as any of the members is shown them on a thing of their own (a salesperson reads a car with
      // no form; the manager's forms are posted for both, as a forged request would be).
      const ownActions = await Promise.all(
        members.map(async (member, index) =>
          formActions(await (await consoleRequest(member.page, thing.page([...shown[index]!][0]!))).text()),
        ),
      );
      const actions = [...new Set(ownActions.flat())];
      expect(actions.length, `forms on ${thing.page(0)}`).toBeGreaterThan(0);
      for (const [index, member] of members.entries()) {
        const own = shown[index]!;
        const foreign = foreignIds(own, shown, highest);
        for (let i = 0; i < foreign.length; i += 6)
          await Promise.all(
            foreign.slice(i, i + 6).map(async (id) => {
              const view = await consoleRequest(member.page, thing.page(id));
              requests++;
              if (view.status() !== 404) wrong.push(`${member.email} GET ${thing.page(id)}: ${view.status()}`);
              for (const action of actions) {
                const post = await consoleRequest(member.page, thing.page(id), {
                  method: "POST",
                  multipart: { [`$ACTION_ID_${action}`]: "", [thing.idField]: String(id), ...thing.fields },
                });
                requests++;
                if (post.status() !== 404)
                  wrong.push(`${member.email} POST ${thing.page(id)} (${action.slice(0, 8)}): ${post.status()}`);
              }
            }),
          );
      }
      expect(wrong).toEqual([]);
      const after = await Promise.all(members.map((m) => rowsById(m.page, thing.list, itemPath)));
      for (const [index, rows] of before.entries())
        for (const [id, row] of rows)
          expect(after[index]!.get(id), `${thing.page(Number(id))} as ${members[index]!.email} sees it`).toBe(row);
      expect(await auditEntries(members[1]!.page), "the manager's audit log").toBe(auditBefore);
    }
    const feedsAuditBefore = await auditEntries(members[1]!.page);
    const feeds = await sweepFeeds(owner, members[1]!.page, members[0]!.page);
    expect(feeds.wrong).toEqual([]);
    expect(await auditEntries(members[1]!.page), "the manager's audit log after the feeds").toBe(feedsAuditBefore);
    requests += feeds.requests;
    const reports = await sweepReports(owner, members[1]!.page, members[0]!.page);
    expect(reports.wrong).toEqual([]);
    requests += reports.requests;
    expect(requests).toBeGreaterThanOrEqual(300);
    test.info().annotations.push({ type: "requests", description: String(requests) });
    console.log(`console scope sweep: ${requests} requests, every one not found`);
  });
});
