/**
 * `npm run bench:content`: the time the content desk's publish check takes as a platform grows. A publish validates
 * the whole set of site documents with the change applied, by the server's own loaders, and the links of the sites it
 * reaches (features/site-documents/document-check.ts). This builds the document set in memory with the four demo sites
 * and copies of them (new slugs and domains; offers renumbered, as offer ids are the platform's) at 4, 40 and 120
 * sites, and times documentProblems for one site's content change (a promo card's title) and settings change (a menu
 * label); then what a publish itself runs before it writes (checkedChange: the same check, handing back the documents
 * loaded with the change, which the publish writes the sites and dealers from). Prints p50 and p95 in ms. Target
 * (reported, not asserted): p95 at most 500 ms at 40 sites.
 */
import path from "node:path";
import { diskTree, memoryTree, treeDocuments, type SiteTree } from "@/platform/site/site-tree";
import { allowServerModules } from "../scripts/server-modules";
import { timeCases } from "./timed-cases";

const ROOT = path.resolve("sites");
const DEMO_SITES = ["bigbox-used", "harbour-toyota", "southern-cross-motors", "tasman-caravans"];
const SIZES = [4, 40, 120];
const RUNS = 10;

/** The demo documents with `copies` copies of each demo site beside them. */
function treeOf(sites: number): SiteTree {
  const docs = treeDocuments(diskTree(ROOT));
  let offerId = 900_000;
  for (let copy = 1; copy * DEMO_SITES.length < sites; copy++)
    for (const demo of DEMO_SITES) {
      const slug = `${demo}-${copy}`;
      const site = JSON.parse(docs.get(`sites/${demo}.json`)!);
      docs.set(`sites/${slug}.json`, JSON.stringify({ ...site, slug, domains: [`${slug}.example`] }));
      docs.set(`dealers/${slug}.json`, docs.get(`dealers/${demo}.json`)!);
      const content = JSON.parse(docs.get(`content/sites/${demo}.json`)!);
      for (const offer of content.offers) offer.id = offerId++;
      docs.set(`content/sites/${slug}.json`, JSON.stringify(content));
    }
  return memoryTree(ROOT, docs);
}

/** The parts of the demo documents the bench changes. */
interface Editable {
  promoCards: { title: string }[];
  navigation: { header: { label: string }[] };
}

function changed(tree: SiteTree, documentPath: string, edit: (doc: Editable) => void): Map<string, string> {
  const doc = JSON.parse(tree.read(path.join(ROOT, documentPath))) as Editable;
  edit(doc);
  return new Map([[documentPath, JSON.stringify(doc)]]);
}

async function main() {
  // The site loaders import server-only modules: loaded once this process allows them.
  allowServerModules();
  const { checkedChange, documentProblems } = await import("@/features/site-documents/document-check");
  const cases: [string, { tree: SiteTree; change: Map<string, string> }][] = [];
  for (const sites of SIZES) {
    const tree = treeOf(sites);
    cases.push([
      `${sites} sites: a promo card's title`,
      { tree, change: changed(tree, "content/sites/bigbox-used.json", (d) => (d.promoCards[0]!.title = "Changed")) },
    ]);
    cases.push([
      `${sites} sites: a menu label`,
      { tree, change: changed(tree, "sites/bigbox-used.json", (d) => (d.navigation.header[0]!.label = "Start")) },
    ]);
  }
  await timeCases(
    "publish check (documentProblems)",
    cases,
    async ({ tree, change }) => {
      const problems = documentProblems(tree, change);
      if (problems.length) throw new Error(`the bench's change was refused: ${problems[0]!.reason}`);
      return { rows: problems };
    },
    { runs: RUNS, targetP95Ms: 500 },
  );
  await timeCases(
    "publish's check and load (checkedChange)",
    cases,
    async ({ tree, change }) => {
      const { problems, loaded } = checkedChange(tree, change);
      if (problems.length) throw new Error(`the bench's change was refused: ${problems[0]!.reason}`);
      return { rows: loaded.sites };
    },
    { runs: RUNS, targetP95Ms: 500 },
  );
}

void main();
