import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteFiles } from "@/features/locations/index.server";
import { siteContent } from "@/platform/content/site-content";
import { diskTree } from "@/platform/site/site-tree";
import { deadLinkProblems, documentLinks } from "./link-check";

describe("the links of a site's documents", () => {
  it("finds menu, card and popup links and rich text anchors, each at its field", () => {
    const doc = {
      navigation: { header: [{ label: "Cars", href: "/search", children: [{ label: "Used", href: "/used" }] }] },
      popup: { linkTo: "/special-offers" },
      pages: [{ blocks: [{ type: "rich-text", html: `<p><a href="/a">A</a> and <a class="x" href='/b'>B</a></p>` }] }],
    };
    expect(documentLinks(doc, false)).toEqual([
      { field: "navigation.header.0.href", href: "/search" },
      { field: "navigation.header.0.children.0.href", href: "/used" },
      { field: "popup.linkTo", href: "/special-offers" },
      { field: "pages.0.blocks.0.html", href: "/a" },
      { field: "pages.0.blocks.0.html", href: "/b" },
    ]);
  });

  it("a link with a base domain path leads to the manufacturer's network on a site with a base domain, not to its href", () => {
    const doc = { cards: [{ href: "/service", baseDomainPath: "/service-booking" }] };
    expect(documentLinks(doc, true)).toEqual([]);
    expect(documentLinks(doc, false)).toEqual([{ field: "cards.0.href", href: "/service" }]);
  });

  it("the demo sites' documents have links, and none leads nowhere", () => {
    const tree = diskTree(path.resolve("sites"));
    const loaded = loadSiteFiles(tree);
    expect(loaded.sites).toHaveLength(4);
    for (const config of loaded.sites) {
      const view = { config, content: siteContent(loaded.content, config), dealer: loaded.dealers.get(config.slug)! };
      expect(deadLinkProblems(tree, view), config.slug).toEqual([]);
    }
  });
});
