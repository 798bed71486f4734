import { describe, expect, it } from "vitest";
import type { AlertCar } from "@/features/alerts/alert-message";
import type { EmailBranding } from "@/features/alerts/email-branding";
import { savedCarEmail, savedSearchEmail } from "./alert-emails";

const branding: EmailBranding = {
  dealer: "Harbour Toyota",
  colour: "#cc0000",
  onColour: "#ffffff",
  logo: { src: "https://harbour.example/logo.png", alt: "Harbour Toyota logo", width: 200, height: 48 },
  address: "1 Quay Street, Hobart TAS 7000",
  phone: "(03) 5550 1234",
  siteUrl: "https://harbour.example",
};
const unsubscribeUrl = "https://harbour.example/alerts/unsubscribe?token=s1.abc";
const car = (n: number, kind: AlertCar["kind"] = "new_match"): AlertCar => ({
  kind,
  name: `2021 Toyota HiLux SR5 no. ${n}`,
  url: `https://harbour.example/cars/hilux-${n}`,
  price: 39_000 + n,
  oldPrice: kind === "price_drop" ? 41_000 + n : null,
});
const search = (cars: AlertCar[]) =>
  savedSearchEmail({
    branding,
    searchName: "Utes",
    searchUrl: "https://harbour.example/search?body=ute&make=toyota",
    unsubscribeUrl,
    cars,
  });
/** Any tag or entity: the text part is read as it is, so it must carry none. */
const MARKUP = /<\/?[a-z][^>]*>|&[a-z]+;|&#\d+;/i;

describe("saved-search alert e-mail, HTML and text from one template", () => {
  it("both parts name the dealer, each car's title and price, and carry the unsubscribe link", async () => {
    const { html, text } = await search([car(1), car(2, "price_drop")]);
    for (const part of [html, text]) {
      expect(part).toContain("Harbour Toyota");
      expect(part).toContain("2021 Toyota HiLux SR5 no. 1");
      expect(part).toContain("$39,001");
      expect(part).toContain("$39,002");
      expect(part).toContain(unsubscribeUrl);
    }
    expect(html).toContain(`href="${unsubscribeUrl}"`);
    expect(text).toMatch(
      /Stop them with one click: Unsubscribe https:\/\/harbour\.example\/alerts\/unsubscribe\?token=s1\.abc/,
    );
  });

  it("the text part has no HTML, and each car's link follows its title", async () => {
    const { text } = await search([car(1), car(2, "price_drop")]);
    expect(text).not.toMatch(MARKUP);
    expect(text).toContain("2021 Toyota HiLux SR5 no. 1 https://harbour.example/cars/hilux-1\nNew match: $39,001");
    expect(text).toContain("Price drop: now $39,002 (was $41,002, down $2,000)");
    expect(text).toContain("See every car in this search https://harbour.example/search?body=ute&make=toyota");
  });

  it("escapes what feeds and shoppers wrote: a car title with a script comes out as words", async () => {
    const bad = { ...car(1), name: `HiLux <script>alert("x")</script>` };
    const { html } = await search([bad]);
    expect(html).not.toContain("<script>");
    expect(html).toContain("HiLux &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("a daily digest lists every car, new matches and price drops under their headings", async () => {
    const cars = [...Array.from({ length: 12 }, (_, i) => car(i + 1)), car(20, "price_drop"), car(21, "price_drop")];
    const { html, text } = await search(cars);
    for (const c of cars) {
      expect(html).toContain(`href="${c.url}"`);
      expect(text).toContain(`${c.name} ${c.url}`);
    }
    expect(text.indexOf("New matches")).toBeLessThan(text.indexOf("Price drops"));
  });

  it("carries the site's branding: colour, logo with alt text, address and phone; a preheader only in HTML", async () => {
    const { html, text } = await search([car(1)]);
    expect(html).toContain("background-color:#cc0000");
    expect(html).toMatch(/<img src="https:\/\/harbour\.example\/logo\.png" alt="Harbour Toyota logo" width="200"/);
    expect(html).toContain('role="presentation"');
    for (const part of [html, text]) expect(part).toContain("1 Quay Street, Hobart TAS 7000. Phone (03) 5550 1234.");
    expect(html).toContain("1 update from Harbour Toyota: 2021 Toyota HiLux SR5 no. 1</div>");
    expect(text).not.toContain("1 update from");
    const plain = await savedSearchEmail({
      branding: { ...branding, logo: null },
      searchName: "Utes",
      searchUrl: "https://harbour.example/search",
      unsubscribeUrl,
      cars: [car(1)],
    });
    expect(plain.html).not.toContain("<img");
  });
});

describe("saved-car alert e-mail, HTML and text from one template", () => {
  const news = [
    { kind: "sold" as const, price: 30_000, oldPrice: null },
    { kind: "reserved" as const, price: 30_000, oldPrice: null },
    { kind: "price_drop" as const, price: 30_000, oldPrice: 32_000 },
  ];
  const saved = (carName = "2022 Isuzu D-Max LS-U") =>
    savedCarEmail({ branding, carName, carUrl: "https://harbour.example/cars/isuzu", unsubscribeUrl, news });

  it("both parts name the dealer, the car, its price and every piece of news, with the unsubscribe link", async () => {
    const { html, text } = await saved();
    const expected = [
      "Harbour Toyota",
      "Price: $30,000",
      "Sold: 2022 Isuzu D-Max LS-U has been sold.",
      "Reserved: 2022 Isuzu D-Max LS-U has been reserved by another buyer.",
      "Price drop: 2022 Isuzu D-Max LS-U, now $30,000 (was $32,000, down $2,000)",
      unsubscribeUrl,
    ];
    for (const part of [html, text]) for (const words of expected) expect(part).toContain(words);
    expect(text).not.toMatch(MARKUP);
    expect(text).toContain("See the car https://harbour.example/cars/isuzu");
  });

  it("escapes the car's title", async () => {
    const { html } = await saved("D-Max <script>alert(1)</script>");
    expect(html).not.toContain("<script>");
    expect(html).toContain("D-Max &lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
