import { describe, expect, it } from "vitest";
import { parseStockCsv } from "./stock-csv";

const HEADER =
  "stocknum,dealership,car_type,status,make,model,badge,year,price,km,body,fuel,transmission,vin,sold_date,features";
const csv = (...rows: string[]) => [HEADER, ...rows].join("\n");
const GOOD =
  'T100,harbour-toyota,used,in_stock,Toyota,RAV4,GXL,2021,"$34,990",45210,suv,Hybrid,Automatic,JTMW1RFV00D123456,,Reversing Camera|Apple CarPlay';

describe("stock CSV rules", () => {
  it("reads a good row, with prices written as money and features separated by |", () => {
    const { rows, problems } = parseStockCsv(csv(GOOD));
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      row: 2,
      data: {
        stocknum: "T100",
        price: 34990,
        km: 45210,
        body: "suv",
        features: ["Reversing Camera", "Apple CarPlay"],
        item_type: "car",
        show_on_dealer_website: true,
      },
    });
  });

  it("names the row, column and reason of every bad value (the header is row 1)", () => {
    const { problems } = parseStockCsv(
      csv(
        GOOD,
        "T101,harbour-toyota,used,in_stock,Toyota,RAV4,GXL,twenty,100,abc,boat,Hybrid,Automatic,JTMW1RFV00D12345O,,",
      ),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { row: 3, column: "year", reason: "must be a whole number" },
        { row: 3, column: "km", reason: "must be a whole number" },
        expect.objectContaining({ row: 3, column: "body", reason: expect.stringMatching(/^must be one of 4x4, bus/) }),
        { row: 3, column: "vin", reason: "must be 17 characters without I, O or Q" },
      ]),
    );
  });

  it("rejects unknown and missing columns at row 1", () => {
    expect(parseStockCsv("stocknum,dealership,colourz\nA,b,c").problems).toEqual(
      expect.arrayContaining([
        { row: 1, column: "colourz", reason: "is not a known column" },
        { row: 1, column: "make", reason: "is a required column and is missing" },
      ]),
    );
  });

  it("requires a sold date for a sold car", () => {
    const { problems } = parseStockCsv(
      csv("T102,harbour-toyota,used,sold,Toyota,RAV4,GXL,2021,34990,45210,suv,Hybrid,Automatic,,,"),
    );
    expect(problems).toEqual([{ row: 2, column: "sold_date", reason: "is required when status is sold" }]);
  });

  it("requires caravan specifications and an ATM not below tare for caravans", () => {
    const header =
      "stocknum,dealership,car_type,status,item_type,make,model,year,body_width,body_length,tare_weight,axle_type,sleeps,atm";
    const { problems } = parseStockCsv(
      `${header}\nC1,tasman,new,in_stock,caravan,Jayco,Journey,2026,2440,21,2500,Tandem,4,2400\nC2,tasman,new,in_stock,caravan,Jayco,Journey,2026,,,,,,`,
    );
    expect(problems).toContainEqual({ row: 2, column: "atm", reason: "must not be less than tare_weight" });
    expect(problems.filter((p) => p.row === 3).map((p) => p.column)).toEqual([
      "body_width",
      "body_length",
      "tare_weight",
      "axle_type",
      "sleeps",
      "atm",
    ]);
  });

  it("reports a stock number that repeats an earlier row", () => {
    expect(parseStockCsv(csv(GOOD, GOOD)).problems).toEqual([{ row: 3, column: "stocknum", reason: "repeats row 2" }]);
  });

  it("reports broken CSV rather than guessing", () => {
    expect(parseStockCsv(`${HEADER}\n"unterminated,quote`).problems[0]!.reason).toMatch(/not valid CSV/);
    expect(parseStockCsv("").problems).toEqual([{ row: 1, column: "", reason: "the file is empty" }]);
  });

  it("keeps script and SQL text as plain text", () => {
    const { rows } = parseStockCsv(csv(GOOD.replace("GXL", "<script>alert(1)</script>'; drop table vehicles; --")));
    expect(rows[0]!.data.badge).toBe("<script>alert(1)</script>'; drop table vehicles; --");
  });
});
