import path from "node:path";
import { describe, expect, it } from "vitest";
import { diskTree, memoryTree, treeDocuments } from "@/platform/site/site-tree";
import { documentProblems, problemText } from "./document-check";

const root = path.resolve("sites");
const tree = () => memoryTree(root, treeDocuments(diskTree(root)));
const DEALERS = "dealers/harbour-toyota.json";
/** The parts of a dealer document these tests change. */
interface DealerDocument {
  dealerships: { locations: { slug: string; openingHours: { sales: Record<string, string> } }[] }[];
}
const edited = (edit: (data: DealerDocument) => void, documentPath = DEALERS) => {
  const data = JSON.parse(tree().read(path.join(root, documentPath))) as DealerDocument;
  edit(data);
  return JSON.stringify(data);
};

describe("a document change is checked by the server's own loaders before it is kept", () => {
  it("the documents as they are have no problem to report", () => {
    expect(documentProblems(tree(), new Map([[DEALERS, tree().read(path.join(root, DEALERS))]]))).toEqual([]);
  });

  it("a bad value is named by its field in the document", () => {
    const body = edited((d) => (d.dealerships[0]!.locations[0]!.openingHours.sales.monday = "9am till late"));
    const problems = documentProblems(tree(), new Map([[DEALERS, body]]));
    expect(problems.length).toBeGreaterThan(0);
    expect(problemText(tree(), DEALERS, problems[0]!)).toMatch(
      /^dealerships\.0\.locations\.0\.openingHours\.sales\.monday: /,
    );
  });

  it("a change that breaks another document is refused too, naming that file", () => {
    // The site's location order names a location the dealer document would no longer have.
    const site = JSON.parse(tree().read(path.join(root, "sites/harbour-toyota.json")));
    expect(site.locationOrder?.length, "the demo site orders its locations").toBeGreaterThan(0);
    const body = edited((d) => {
      for (const dealership of d.dealerships)
        dealership.locations = dealership.locations.filter((l) => l.slug !== site.locationOrder[0]);
    }, DEALERS);
    const problems = documentProblems(tree(), new Map([[DEALERS, body]]));
    expect(problems.map((p) => problemText(tree(), DEALERS, p)).join("\n")).toMatch(
      /sites\/harbour-toyota\.json locationOrder\.0: no location/,
    );
  });

  it("text that is not JSON is refused with the reason", () => {
    expect(
      documentProblems(tree(), new Map([[DEALERS, "{"]]))
        .map((p) => p.reason)
        .join(),
    ).toMatch(/not valid JSON/);
  });

  it("a link that leads to no page of the site cannot be published, named at its field", () => {
    const SETTINGS = "sites/bigbox-used.json";
    const site = JSON.parse(tree().read(path.join(root, SETTINGS)));
    site.navigation.footer[1].links[0].href = "/pages/gone-fishing";
    const problems = documentProblems(tree(), new Map([[SETTINGS, JSON.stringify(site)]]));
    expect(problems.map((p) => problemText(tree(), SETTINGS, p))).toEqual([
      "navigation.footer.1.links.0.href: /pages/gone-fishing leads to no page of this site; link to one of its pages or remove the link",
    ]);
  });

  it("removing a page a menu links to is refused, naming the menu's document and field", () => {
    const CONTENT = "content/sites/bigbox-used.json";
    const content = JSON.parse(tree().read(path.join(root, CONTENT)));
    content.pages = content.pages.filter((p: { path: string }) => p.path !== "/about-us");
    const problems = documentProblems(tree(), new Map([[CONTENT, JSON.stringify(content)]]));
    expect(problems.map((p) => problemText(tree(), CONTENT, p))).toEqual([
      "sites/bigbox-used.json navigation.footer.1.links.0.href: /about-us leads to no page of this site; link to one of its pages or remove the link",
    ]);
  });

  it("a link to another host is not this site's to check", () => {
    const SETTINGS = "sites/bigbox-used.json";
    const site = JSON.parse(tree().read(path.join(root, SETTINGS)));
    site.navigation.footer[1].links[0].href = "https://example.com/anything";
    expect(documentProblems(tree(), new Map([[SETTINGS, JSON.stringify(site)]]))).toEqual([]);
  });
});
