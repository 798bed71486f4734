import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { vehiclePdf } from "./vehicle-pdf";

const input = {
  title: "2021 Toyota RAV4 GXL Hybrid AXAH54R",
  price: "$41,990",
  priceType: "Drive Away",
  facts: [
    { label: "Kms", value: "45,210 km" },
    { label: "Stock number", value: "HTU10001" },
  ],
  features: ["Apple CarPlay", "Reversing Camera"],
  comments: "A genuine, well-kept example. ".repeat(400),
  dealer: {
    name: "Harbour Toyota Fremantle",
    address: "120 Quayside Drive, Fremantle WA 6160",
    phone: "(08) 5550 1200",
  },
  url: "https://harbour-toyota.example/cars/2021-toyota-rav4-gxl-htu10001",
};

describe("vehicle PDF", () => {
  it("makes a PDF titled with the car, flowing long comments onto more pages", async () => {
    const bytes = await vehiclePdf(input);
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(input.title);
    expect(doc.getPageCount()).toBeGreaterThan(1);
  });
  it("does not fail on characters the standard fonts cannot encode", async () => {
    const bytes = await vehiclePdf({ ...input, title: "2024 Yamaha Ténéré 700 🏍️ 漢字", comments: "" });
    expect((await PDFDocument.load(bytes)).getTitle()).toBe("2024 Yamaha Ténéré 700 ??? ??");
  });
});
