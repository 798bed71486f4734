/**
 * The compare controls and table as the server renders them: a result card on a site with compare on carries the
 * toggle (and none elsewhere), the table's finance estimate is the card's own, and differing rows are marked in words.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ResultCard, resultCardView } from "@/features/search";
import { sampleVehicle } from "@/features/vehicle/testing/sample-vehicle";
import type { SearchHit } from "@/features/vehicle";
import { compareRows } from "@/features/compare/compare-rows";
import { demoSite, sampleCompareCar, toyotaFinance } from "@/features/compare/testing/sample-compare-car";
import { CompareTable } from "./CompareTable";

const NOW = new Date("2026-11-23T00:00:00Z");
const harbour = demoSite("harbour-toyota");
const hit = (): SearchHit => ({
  ...sampleVehicle({ financeLenders: toyotaFinance() }),
  createdAt: "2026-11-01T00:00:00.000Z",
  priceDroppedAt: null,
  locationName: "Harbour Toyota Fremantle",
  dealerGroup: null,
  beingReserved: false,
});
const card = (slug: string) =>
  renderToStaticMarkup(createElement(ResultCard, { view: resultCardView(hit(), demoSite(slug), NOW) }));
const table = (
  cars = [sampleCompareCar({ financeLenders: toyotaFinance() }), sampleCompareCar({ slug: "b", seats: 7 })],
) => renderToStaticMarkup(createElement(CompareTable, { cars, rows: compareRows(cars, harbour, NOW) }));
const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'");

describe("the compare toggle on result cards", () => {
  it("is on the cards of a site with compare on, not pressed in the server's HTML", () => {
    expect(harbour.features.compare).toBe(true);
    expect(card("harbour-toyota")).toMatch(
      /<button[^>]*aria-pressed="false"[^>]*>Add to compare<span class="sr-only">: 2021 Toyota RAV4 GXL/,
    );
    expect(demoSite("bigbox-used").features.compare).toBe(true);
  });
  it("is not on the cards of a site with compare off", () => {
    expect(demoSite("southern-cross-motors").features.compare).toBe(false);
    expect(card("southern-cross-motors")).not.toContain("compare");
  });
});

describe("the compare table", () => {
  it("shows the finance estimate the result card shows for the same car", () => {
    const onCard = /data-testid="card-finance">(.*?)<\/p>/.exec(card("harbour-toyota"))![1]!;
    const inTable = /<tr data-row="finance".*?<td[^>]*>(.*?)<\/td>/.exec(table())![1]!;
    expect(text(inTable)).toBe(text(onCard));
    expect(text(inTable)).toBe("From $189 per week · 6.99% p.a. · 7.49% comparison rate*");
  });
  it("is a table with a caption, column headers per car linking to its page, and row headers", () => {
    const html = table();
    expect(html).toContain("<caption");
    expect(html).toMatch(/<th scope="col"[^>]*>.*?<a href="\/cars\/2021-toyota-rav4-gxl-htu10001"/);
    // One row header per row, and one for the row of removal links.
    const cars = [sampleCompareCar({ financeLenders: toyotaFinance() }), sampleCompareCar({ slug: "b", seats: 7 })];
    expect(html.match(/<th scope="row"/g)!.length).toBe(compareRows(cars, harbour, NOW).length + 1);
  });
  it("marks a differing row with the word 'Differs' in its header, and leaves an equal row unmarked", () => {
    const html = table();
    expect(text(/<tr data-row="seats".*?<\/tr>/.exec(html)![0])).toMatch(/^SeatsDiffers57/);
    expect(text(/<tr data-row="year".*?<\/tr>/.exec(html)![0])).toBe("Year20212021");
  });
  it("links each car's removal to the comparison without it", () => {
    expect(table()).toContain('href="/compare?cars=b"');
  });
});
