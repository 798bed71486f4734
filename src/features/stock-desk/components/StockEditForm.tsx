import { FieldError } from "@/ui/FormMessages";
import type { ReactNode } from "react";
import { Field } from "@/ui/Field";
import { saveStockCar } from "@/features/stock-desk/stock-desk-actions.server";
import type { StockCar } from "@/features/stock-desk/stock-car.db";
import type { EditableField, FieldComparison } from "@/features/stock-desk/stock-edit";
import { Choice } from "@/ui/Choice";
import { VEHICLE_STATUSES } from "@/domain/vehicle-kinds";
import { STOCK_STATUS_LABELS } from "@/features/stock-desk/stock-list-query";

/** The statuses a car may be given, in order. */
const STATUS_OPTIONS = VEHICLE_STATUSES.map((status) => ({ value: status, label: STOCK_STATUS_LABELS[status] }));

const BUTTON = "rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700";

/**
 * The dealer's values of a car: one plain form (it works with no script). Each field shows the feed's value and the
 * dealer's beside it, with "Clear" to take the dealer's off. A Save button comes first, so Enter in a field saves
 * (a browser submits with a form's first button) rather than clearing.
 */
export function StockEditForm({
  car,
  comparisons,
  fieldError,
}: {
  car: StockCar;
  comparisons: FieldComparison[];
  fieldError: (field: EditableField) => string | undefined;
}) {
  const value = <F extends EditableField>(field: F) =>
    (car.dealer && field in car.dealer ? car.dealer[field] : car.feed[field]) as StockCar["feed"][F];
  const text = (field: EditableField) => {
    const v = value(field);
    return v === null || v === undefined ? "" : Array.isArray(v) ? v.join("\n") : String(v);
  };
  const beside = (field: EditableField) => {
    const row = comparisons.find((c) => c.field === field)!;
    return (
      <p className="mt-1 text-sm text-gray-800" data-field={field}>
        Feed: {row.feed}
        {row.yours !== null && (
          <>
            {" · "}Yours: {row.yours}
            {" · "}
            <button
              type="submit"
              name="clear"
              value={field}
              className="underline"
              aria-label={`Clear your ${row.label.toLowerCase()}`}
            >
              Clear
            </button>
          </>
        )}
      </p>
    );
  };
  const row = (field: EditableField, control: ReactNode) => (
    <div key={field}>
      {control}
      {beside(field)}
    </div>
  );
  const check = (field: "showOnDealerWebsite" | "certified", label: string) => (
    <div>
      <input
        id={field}
        name={field}
        type="checkbox"
        defaultChecked={value(field) === true}
        className="mr-2 h-5 w-5 align-middle"
      />
      <label htmlFor={field} className="font-semibold">
        {label}
      </label>
    </div>
  );
  return (
    <form action={saveStockCar} className="mt-4 grid gap-6" aria-label="The dealer's values">
      <input type="hidden" name="vehicleId" value={car.id} />
      <div>
        <button type="submit" className={BUTTON}>
          Save changes
        </button>
      </div>
      {row(
        "price",
        <Field
          name="price"
          label="Price (whole dollars)"
          inputMode="numeric"
          defaultValue={text("price")}
          error={fieldError("price")}
        />,
      )}
      {row(
        "beforePrice",
        <Field
          name="beforePrice"
          label="Was-price (whole dollars)"
          inputMode="numeric"
          hint="Shown only when more than the price"
          defaultValue={text("beforePrice")}
          error={fieldError("beforePrice")}
        />,
      )}
      {row(
        "priceType",
        <Field name="priceType" label="Price type" defaultValue={text("priceType")} error={fieldError("priceType")} />,
      )}
      {row(
        "status",
        <Choice
          name="status"
          label="Status"
          value={text("status")}
          options={STATUS_OPTIONS}
          any={null}
          error={fieldError("status")}
        />,
      )}
      {row("showOnDealerWebsite", check("showOnDealerWebsite", "Shown on the website"))}
      {row("tag", <Field name="tag" label="Tag" defaultValue={text("tag")} error={fieldError("tag")} />)}
      {row("certified", check("certified", "Certified"))}
      {row(
        "dealerComments",
        <TextArea
          name="dealerComments"
          label="Comments"
          value={text("dealerComments")}
          error={fieldError("dealerComments")}
          rows={6}
        />,
      )}
      {row(
        "features",
        <TextArea
          name="features"
          label="Features (one a line)"
          value={text("features")}
          error={fieldError("features")}
          rows={4}
        />,
      )}
      <div>
        <button type="submit" className={BUTTON}>
          Save changes
        </button>
      </div>
    </form>
  );
}

function TextArea(props: { name: string; label: string; value: string; error?: string; rows: number }) {
  return (
    <div>
      <label htmlFor={props.name} className="block font-semibold">
        {props.label}
      </label>
      <textarea
        id={props.name}
        name={props.name}
        rows={props.rows}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.name}-error` : undefined}
        className="mt-1 w-full rounded border border-gray-500 bg-white px-3 py-2"
      />
      <FieldError name={props.name} error={props.error} />
    </div>
  );
}
