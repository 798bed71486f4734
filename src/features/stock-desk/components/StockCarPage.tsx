import { notFound } from "next/navigation";
import type { DeskPlace } from "@/features/lead-desk";
import { formatMoney } from "@/features/vehicle";
import { getDb } from "@/platform/db/db.server";
import { stockCar } from "@/features/stock-desk/stock-car.db";
import { compareFields, EDIT_ERRORS, editErrorsFrom, type EditableField } from "@/features/stock-desk/stock-edit";
import { STOCK_STATUS_LABELS } from "@/features/stock-desk/stock-list-query";
import { StockEditForm } from "./StockEditForm";
import { StockSubMenu } from "./StockSubMenu";

const OUTCOMES: Record<string, string> = {
  saved: "Saved. The site shows the change now.",
  cleared: "Cleared. The feed's value shows again.",
};

/**
 * A car's page in the console: its facts as the feed gives them (read only), and the presentation fields a dealer
 * edits, each with the feed's value and the dealer's beside it. A car that does not exist and one outside the member's
 * scope are both not found; a member who may read but not change stock sees the values and no form.
 */
export async function StockCarPage({
  place,
  id,
  query,
}: {
  place: DeskPlace;
  id: string;
  query: Record<string, string | string[] | undefined>;
}) {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) notFound();
  const car = await stockCar(await getDb(), place.member, Number(id));
  if (!car) notFound();
  const errors = editErrorsFrom(query.errors);
  const outcome = typeof query.outcome === "string" ? OUTCOMES[query.outcome] : undefined;
  const fieldError = (field: EditableField) =>
    errors.filter((code) => code.startsWith(`${field}.`)).map((code) => EDIT_ERRORS[code])[0];
  const comparisons = compareFields(car.feed, car.dealer);
  const facts: [string, string][] = [
    ["Stock number", car.stocknum],
    ["Site", car.siteName],
    ["VIN", car.vin ?? "none"],
    ["Rego", car.regplate ?? "none"],
    ["Type", car.carType],
    ["Odometer", `${car.km.toLocaleString("en-AU")} km`],
    ["Colour", car.colour ?? "none"],
    ["Status on the website", STOCK_STATUS_LABELS[car.shown.status]],
    ["Price on the website", car.shown.price === null ? "No price" : formatMoney(car.shown.price)],
    ["Sold", car.soldAt ? car.soldAt.toISOString().slice(0, 10) : "no"],
  ];
  return (
    <main className="mx-auto max-w-4xl p-8">
      <p>
        <a href="/stock" className="underline">
          Stock
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{car.title}</h1>
      <StockSubMenu id={car.id} current="details" />
      {outcome && (
        <p role="status" className="mt-4 rounded border border-green-700 bg-green-50 p-3 text-green-900">
          {outcome}
        </p>
      )}
      {errors.length > 0 && (
        <div role="alert" className="mt-4 rounded border border-red-700 bg-red-50 p-3 text-red-800">
          <p className="font-semibold">Nothing was saved. Please fix:</p>
          <ul className="list-disc pl-6">
            {errors.map((code) => (
              <li key={code}>{EDIT_ERRORS[code]}</li>
            ))}
          </ul>
        </div>
      )}
      <section aria-labelledby="facts" className="mt-6">
        <h2 id="facts" className="text-xl font-bold">
          From the feed
        </h2>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="presentation" className="mt-8">
        <h2 id="presentation" className="text-xl font-bold">
          How the car is presented
        </h2>
        {car.editable ? (
          <StockEditForm car={car} comparisons={comparisons} fieldError={fieldError} />
        ) : (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
            {comparisons.map((row) => (
              <div key={row.field} className="contents">
                <dt className="font-semibold">{row.label}</dt>
                <dd>
                  Feed: {row.feed}
                  {row.yours !== null && ` · Dealer's: ${row.yours}`}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </main>
  );
}
