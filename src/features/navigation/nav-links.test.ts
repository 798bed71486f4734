import { describe, expect, it } from "vitest";
import { cappedMenu, resolveFooter, resolveNavigation, socialLinks, stockMenuLinks } from "./nav-links";

describe("navigation rules", () => {
  it("fills dynamic dropdowns from data and leaves out an empty one", () => {
    const nav = resolveNavigation(
      [
        { label: "New Vehicles", dynamic: "models" },
        { label: "Stock", dynamic: "stock" },
        { label: "Home", href: "/" },
      ],
      null,
      { models: [], stock: [{ label: "Used Vehicles", href: "/search/used-cars", external: false }] },
    );
    expect(nav.map((n) => n.label)).toEqual(["Stock", "Home"]);
    expect(nav[0]).toMatchObject({ kind: "dropdown", links: [{ href: "/search/used-cars" }] });
  });
  it("marks links to other hosts as external", () => {
    const nav = resolveNavigation(
      [
        {
          label: "Company",
          children: [{ label: "Booking", href: "/genuine-service", baseDomainPath: "/service/booking" }],
        },
      ],
      "net.example",
      { models: [], stock: [] },
    );
    expect(nav[0]).toMatchObject({
      kind: "dropdown",
      links: [{ external: true, href: "https://net.example/service/booking" }],
    });
  });
  it("lists each condition the site sells with its count, then all stock", () => {
    const links = stockMenuLinks({ new: 3, used: 5 }, ["new", "used", "demo"], "/search/new-used-and-demo-cars");
    expect(links.map((l) => [l.label, l.note])).toEqual([
      ["New Vehicles", "3"],
      ["Used Vehicles", "5"],
      ["Demo Vehicles", "0"],
      ["All Vehicles", "8"],
    ]);
    expect(stockMenuLinks({ used: 5 }, ["used"], "/search/used-cars")).toHaveLength(1);
  });
});

describe("the dealer's social pages (dealer configuration: facebook_url, instagram_url, youtube_url)", () => {
  it("lists the configured networks in the order Facebook, Instagram, YouTube and leaves out the rest", () => {
    expect(
      socialLinks({
        youtube: "https://youtube.example/@dealer",
        instagram: null,
        facebook: "https://facebook.example/dealer",
      }),
    ).toEqual([
      { label: "Facebook", href: "https://facebook.example/dealer" },
      { label: "YouTube", href: "https://youtube.example/@dealer" },
    ]);
    expect(socialLinks({ facebook: null, instagram: null, youtube: null })).toEqual([]);
  });
});

describe("the 'All Vehicles' stock menu (scrolls above 6 items, displayed cap 10)", () => {
  const links = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ label: `L${i}`, href: `/l${i}`, external: false }));
  it("does not scroll with 6 items or fewer", () => {
    expect(cappedMenu(links(6))).toMatchObject({ scrolls: false });
    expect(cappedMenu(links(6)).links).toHaveLength(6);
  });
  it("scrolls above 6 items", () => {
    expect(cappedMenu(links(7)).scrolls).toBe(true);
  });
  it("shows at most 10 items", () => {
    expect(cappedMenu(links(14)).links.map((l) => l.label)).toEqual(links(10).map((l) => l.label));
  });
  it("applies to the stock menu resolved from data", () => {
    const nav = resolveNavigation([{ label: "Stock", dynamic: "stock" }], null, { models: [], stock: links(12) });
    expect(nav[0]).toMatchObject({ kind: "dropdown", scrolls: true });
    expect(nav[0]!.kind === "dropdown" && nav[0]!.links).toHaveLength(10);
  });
  it("links only to pages the site has: a missing page's link is left out, and a dropdown or footer group left empty", () => {
    const has = (href: string) => href !== "/about-us" && href !== "/our-team";
    const header = resolveNavigation(
      [
        { label: "Home", href: "/" },
        { label: "About Us", href: "/about-us" },
        {
          label: "Company",
          children: [
            { label: "About Us", href: "/about-us" },
            { label: "Contact Us", href: "/contact" },
          ],
        },
        { label: "People", children: [{ label: "Our Team", href: "/our-team" }] },
      ],
      null,
      { models: [], stock: [] },
      has,
    );
    expect(header).toEqual([
      { kind: "link", label: "Home", href: "/", external: false },
      { kind: "dropdown", label: "Company", links: [{ label: "Contact Us", href: "/contact", external: false }] },
    ]);
    const footer = resolveFooter(
      [
        {
          heading: "Company",
          links: [
            { label: "About Us", href: "/about-us" },
            { label: "Contact", href: "/contact" },
          ],
        },
        { heading: "People", links: [{ label: "Our Team", href: "/our-team" }] },
      ],
      null,
      has,
    );
    expect(footer).toEqual([{ heading: "Company", links: [{ label: "Contact", href: "/contact", external: false }] }]);
  });
});
