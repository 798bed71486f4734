import { PAYMENT_CHOICES, TRADE_IN_CHOICES } from "@/features/reserve/purchase-choices";
import { Field } from "@/ui/Field";

export interface PurchaseOptions {
  locations: { id: number; name: string }[];
  times: { value: string; label: string }[];
  minDate: string;
  maxDate: string;
  financeHref: string;
  tradeInHref: string;
}

const SELECT = "mt-1 w-full max-w-md rounded border border-gray-500 bg-white px-3 py-2 text-lg";

function Choice(props: {
  name: string;
  legend: string;
  choices: readonly string[];
  value: string;
  error?: string;
  note: React.ReactNode;
}) {
  return (
    <fieldset aria-describedby={props.error ? `${props.name}-error` : undefined}>
      <legend className="font-semibold">{props.legend}</legend>
      <div className="mt-1 flex flex-wrap gap-6">
        {props.choices.map((choice) => (
          <label key={choice} className="flex items-center gap-2">
            <input
              type="radio"
              name={props.name}
              value={choice}
              defaultChecked={props.value === choice}
              className="h-5 w-5"
            />
            {choice}
          </label>
        ))}
      </div>
      <p className="mt-1 text-sm text-gray-700">{props.note}</p>
      {props.error ? (
        <p id={`${props.name}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The online purchase's steps after reserving: cash or finance, a trade-in, and where and when to pick the car up. */
export function PurchaseFieldset({
  options,
  value,
  error,
}: {
  options: PurchaseOptions;
  value: (name: string, fallback?: string) => string;
  error: (name: string) => string | undefined;
}) {
  return (
    <fieldset className="space-y-4">
      <legend className="text-xl font-bold">Your purchase</legend>
      <Choice
        name="payment_method"
        legend="How will you pay?"
        choices={PAYMENT_CHOICES}
        value={value("payment_method")}
        error={error("payment_method")}
        note={
          <>
            Paying with finance?{" "}
            <a className="underline" href={options.financeHref} target="_blank" rel="noopener">
              Send a finance enquiry for this car
            </a>{" "}
            (opens in a new tab): the dealer links it to this purchase.
          </>
        }
      />
      <Choice
        name="trade_in"
        legend="Do you have a trade-in?"
        choices={TRADE_IN_CHOICES}
        value={value("trade_in")}
        error={error("trade_in")}
        note={
          <>
            <a className="underline" href={options.tradeInHref} target="_blank" rel="noopener">
              Value your trade-in
            </a>{" "}
            (opens in a new tab): the dealer takes it into account.
          </>
        }
      />
      <div>
        <label htmlFor="pickup_location" className="block font-semibold">
          Pick-up location
        </label>
        <select
          id="pickup_location"
          name="pickup_location"
          defaultValue={value("pickup_location")}
          aria-invalid={error("pickup_location") ? true : undefined}
          aria-describedby={error("pickup_location") ? "pickup_location-error" : undefined}
          className={SELECT}
        >
          <option value="">Choose a location</option>
          {options.locations.map((l) => (
            <option key={l.id} value={String(l.id)}>
              {l.name}
            </option>
          ))}
        </select>
        {error("pickup_location") ? (
          <p id="pickup_location-error" className="mt-1 text-sm font-semibold text-red-700">
            {error("pickup_location")}
          </p>
        ) : null}
      </div>
      <Field
        name="pickup_date"
        label="Pick-up date"
        type="date"
        min={options.minDate}
        max={options.maxDate}
        defaultValue={value("pickup_date")}
        error={error("pickup_date")}
        hint="From tomorrow to 30 days ahead."
      />
      <div>
        <label htmlFor="pickup_time" className="block font-semibold">
          Pick-up time
        </label>
        <select
          id="pickup_time"
          name="pickup_time"
          defaultValue={value("pickup_time")}
          aria-invalid={error("pickup_time") ? true : undefined}
          aria-describedby={error("pickup_time") ? "pickup_time-error" : undefined}
          className={SELECT}
        >
          <option value="">Choose a time</option>
          {options.times.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
        {error("pickup_time") ? (
          <p id="pickup_time-error" className="mt-1 text-sm font-semibold text-red-700">
            {error("pickup_time")}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
