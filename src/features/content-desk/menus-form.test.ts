import { describe, expect, it } from "vitest";
import { applyMenusForm, menusView } from "./menus-form";

const INHERITED = {
  dropdownOpensOn: "click",
  header: [
    { label: "Home", href: "/" },
    { label: "New Vehicles", dynamic: "models" },
    { label: "Sell My Car", href: "/trade-in", baseDomainPath: "/sell-my-car" },
    {
      label: "Service",
      children: [
        { label: "Booking", href: "/genuine-service", baseDomainPath: "/service/booking" },
        { label: "Warranty", href: "/warranty" },
      ],
    },
  ],
  footer: [{ heading: "Buyer Tools", links: [{ label: "Models", href: "/models" }] }],
};
const SITE = JSON.stringify({ slug: "harbour-toyota", name: "Harbour Toyota" });
const nav = (body: string) => JSON.parse(body).navigation;

describe("the menus editor shows the site's effective menus", () => {
  it("the brand's or template's menus where the site has none, the site's own where it has them", () => {
    const view = menusView(SITE, INHERITED)!;
    expect(view.header.map((i) => [i.label, i.kind])).toEqual([
      ["Home", "link"],
      ["New Vehicles", "models"],
      ["Sell My Car", "link"],
      ["Service", "menu"],
    ]);
    expect(view.header[3]!.children).toEqual([
      { label: "Booking", href: "/genuine-service" },
      { label: "Warranty", href: "/warranty" },
    ]);
    const own = JSON.stringify({ navigation: { header: [{ label: "Cars", href: "/cars" }] } });
    expect(menusView(own, INHERITED)!.header).toEqual([{ label: "Cars", href: "/cars", kind: "link", children: [] }]);
    expect(menusView(own, INHERITED)!.footer[0]!.heading).toBe("Buyer Tools");
    expect(menusView("{", INHERITED)).toBeNull();
  });
});

describe("the menus editor applied to the settings document", () => {
  it("writes the effective menus as the site's own, unchanged when nothing is changed", () => {
    const out = applyMenusForm(SITE, INHERITED, [])!;
    expect(nav(out.body)).toEqual({ header: INHERITED.header, footer: INHERITED.footer });
    expect(JSON.parse(out.body).slug).toBe("harbour-toyota");
  });

  it("orders items by position: a moved item goes before the one at its place; nested links order in their menu", () => {
    const out = applyMenusForm(SITE, INHERITED, [
      ["header:2.position", "1"],
      ["header:3.child:1.position", "1"],
      ["footer:0.link:1.label", "Used cars"],
      ["footer:0.link:1.href", "/search/used-cars"],
      ["footer:0.link:1.position", "1"],
    ])!;
    expect(nav(out.body).header.map((i: { label: string }) => i.label)).toEqual([
      "Sell My Car",
      "Home",
      "New Vehicles",
      "Service",
    ]);
    expect(nav(out.body).header[3].children.map((c: { label: string }) => c.label)).toEqual(["Warranty", "Booking"]);
    expect(nav(out.body).footer[0].links.map((c: { label: string }) => c.label)).toEqual(["Used cars", "Models"]);
  });

  it("renames, relinks (dropping the manufacturer domain's address), removes, adds and changes an item's kind", () => {
    const out = applyMenusForm(SITE, INHERITED, [
      ["header:0.label", " Start "],
      ["header:2.href", "/sell-your-car"],
      ["header:1.remove", "on"],
      ["header:3.child:0.label", "Book a service"],
      ["header:3.child:2.label", "Roadside"],
      ["header:3.child:2.href", "/roadside-assist"],
      ["header:4.label", "Used"],
      ["header:4.kind", "stock"],
      ["footer:1.heading", "Company"],
      ["footer:1.link:0.label", "About"],
      ["footer:1.link:0.href", "/about-us"],
    ])!;
    const { header, footer } = nav(out.body);
    expect(header).toEqual([
      { label: "Start", href: "/" },
      { label: "Sell My Car", href: "/sell-your-car" },
      {
        label: "Service",
        children: [
          { label: "Book a service", href: "/genuine-service", baseDomainPath: "/service/booking" },
          { label: "Warranty", href: "/warranty" },
          { label: "Roadside", href: "/roadside-assist" },
        ],
      },
      { label: "Used", dynamic: "stock" },
    ]);
    expect(footer[1]).toEqual({ heading: "Company", links: [{ label: "About", href: "/about-us" }] });
  });

  it("keeps the site's other navigation settings and a blank row adds nothing", () => {
    const own = JSON.stringify({
      navigation: { dropdownOpensOn: "hover", header: [{ label: "Cars", href: "/cars" }] },
    });
    const out = applyMenusForm(own, INHERITED, [
      ["header:1.label", ""],
      ["header:1.href", "/x"],
    ])!;
    expect(nav(out.body)).toEqual({
      dropdownOpensOn: "hover",
      header: [{ label: "Cars", href: "/cars" }],
      footer: INHERITED.footer,
    });
  });

  it("maps each problem of the document written to the form field it came from, after reordering", () => {
    const out = applyMenusForm(SITE, INHERITED, [
      ["header:2.position", "1"],
      ["header:0.remove", "on"],
      ["header:3.child:1.position", "1"],
      ["footer:0.link:1.label", "Used cars"],
    ])!;
    // Written: Sell My Car (row 2), New Vehicles (row 1), Service (row 3: Warranty (1), Booking (0)).
    expect(out.fieldOf("navigation.header.0.href")).toBe("header:2.href");
    expect(out.fieldOf("navigation.header.1.label")).toBe("header:1.label");
    expect(out.fieldOf("navigation.header.2.children.0.href")).toBe("header:3.child:1.href");
    expect(out.fieldOf("navigation.header.2.children.1.label")).toBe("header:3.child:0.label");
    expect(out.fieldOf("navigation.header.2")).toBe("header:3.kind");
    expect(out.fieldOf("navigation.header.2.children")).toBe("header:3.kind");
    expect(out.fieldOf("navigation.footer.0.links.1.href")).toBe("footer:0.link:1.href");
    expect(out.fieldOf("navigation.footer.0.heading")).toBe("footer:0.heading");
    expect(out.fieldOf("navigation.header")).toBeNull();
    expect(out.fieldOf("navigation.header.9.label")).toBeNull();
  });

  it("a document that is not JSON is not applied", () => {
    expect(applyMenusForm("not json", INHERITED, [])).toBeNull();
  });
});
