import { expect, test, type Browser, type Page } from "./support/test";
import { findCar } from "./support/cars";
import { consoleRequest, formActions, signInToConsole } from "./support/console";
import { agreeToTerms, asOwnClient, expectSuccess, fillContact, whenFormReady } from "./support/leads";
import { siteUrl } from "./support/sites";

test.beforeEach(async ({ page }, testInfo) => asOwnClient(page, testInfo));
test.describe.configure({ timeout: 300_000 });

/**
 * Every page of one thing in the console, with the list its ids are shown in and its forms. A new kind of thing (a
 * reservation, a trade-in) is swept by adding its entry here: its list's URL, its page's URL, and the names of its
 * forms' fields the sweep fills in (posted to each of the page's server actions, with the foreign thing's id).
 */
const THINGS: readonly {
  list: string;
  page: (id: number) => string;
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
 * The ids a member tries that are not theirs: every id up to past the highest where there are few (leads), else the
 * other members' things, an even spread of every id, and ids past the highest (thousands of cars would take the
 * sweep past its time; the spread still reaches every site's cars).
 */
function foreignIds(own: Set<number>, shown: readonly Set<number>[], highest: number): number[] {
  const every = Array.from({ length: highest + 20 }, (_, i) => i + 1);
  if (every.length <= 200) return every.filter((id) => !own.has(id));
  const others = shown.flatMap((ids) => [...ids].slice(0, 40));
  const spread = every.filter((_, i) => i % Math.ceil(every.length / 60) === 0);
  return [...new Set([...others, ...spread, ...every.slice(-20)])].filter((id) => !own.has(id));
}

/** A member's own browser, as its own client (sign-in limits count per client, as for every journey). */
const memberPage = async (browser: Browser, client: string) =>
  (await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": client } })).newPage();

/** The audit log's entries as a manager reads them, to see that nothing was written in their group. */
const auditEntries = async (page: Page) =>
  /<ol[^>]*Audit entries[\s\S]*?<\/ol>/.exec(await (await consoleRequest(page, "/audit")).text())?.[0] ?? "none";

test.describe("the console across scopes", () => {
  test("a salesperson of one site and a manager of another group get not found for every thing that is not theirs, and change nothing", async ({
    browser,
    page,
  }) => {
    await sendLead(page, "bigbox-used", "Sweep BigBox");
    await sendLead(page, "southern-cross-motors", "Sweep Southern");

    const members = [
      { email: "sales@bigbox-used.example", page: await memberPage(browser, "10.250.0.1") },
      { email: "manager@southern-cross-motors.example", page: await memberPage(browser, "10.250.0.2") },
    ];
    for (const member of members) await signInToConsole(member.page, member.email);

    let requests = 0;
    const wrong: string[] = [];
    for (const thing of THINGS) {
      const itemPath = new RegExp(`href="${thing.page(0).replace(/0$/, "")}(\\d+)"`, "g");
      const shown = await Promise.all(members.map((m) => shownIds(m.page, thing.list, itemPath)));
      const everyId = shown.flatMap((ids) => [...ids]);
      expect(everyId.length, `each member is shown some of ${thing.list}`).toBeGreaterThan(1);
      expect(shown[0]!.size && shown[1]!.size, "both members are shown something").toBeTruthy();
      const before = await Promise.all(members.map((m) => rowsById(m.page, thing.list, itemPath)));
      const auditBefore = await auditEntries(members[1]!.page);
      // Ids past the highest too: a thing that does not exist answers as one out of scope does.
      const highest = Math.max(...everyId, 60);

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
    expect(requests).toBeGreaterThanOrEqual(300);
    test.info().annotations.push({ type: "requests", description: String(requests) });
    console.log(`console scope sweep: ${requests} requests, every one not found`);
  });
});
