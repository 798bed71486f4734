"use client";

import { useId, useRef, useState } from "react";
import { CollapsedText } from "@/ui/CollapsedText";
import { formatMoney } from "@/features/vehicle";
import {
  cleanInput,
  ENQUIRE_FOR_FINANCE,
  moneyFieldText,
  noQuoteText,
  priceHelp,
  quote,
  TERM,
  type CalculatorBounds,
  type CalculatorInput,
  type Frequency,
} from "@/features/finance/calculator";
import { COMPARISON_RATE_WARNING } from "@/features/finance/estimate";

const FREQUENCIES: [Frequency, string][] = [
  ["weekly", "Weekly"],
  ["fortnightly", "Fortnightly"],
  ["monthly", "Monthly"],
];
const PER: Record<Frequency, string> = { weekly: "per week", fortnightly: "per fortnight", monthly: "per month" };
const TERMS = Array.from({ length: (TERM.max - TERM.min) / TERM.step + 1 }, (_, i) => TERM.min + i * TERM.step);

interface Props {
  initial: CalculatorInput;
  bounds: CalculatorBounds;
  quickPicks: number[];
  disclaimer: string;
}

/**
 * The finance calculator (#finance-calculator). Its first figures are rendered on the server, so it is
 * useful before scripts load; every input change recalculates, and the first interaction sends
 * analytics event 26 once. A purchase price outside the site's bounds gets its help text as an error
 * and no figures at all (purchase-price.ts), on the server and in the browser alike.
 */
export function FinanceCalculator({ initial, bounds, quickPicks, disclaimer }: Props) {
  const id = useId();
  const [raw, setRaw] = useState<Record<string, string>>(() =>
    Object.fromEntries(Object.entries(initial).map(([k, v]) => [k, v === null ? "" : String(v)])),
  );
  const touched = useRef(false);
  const { input, priceOutOfRange } = cleanInput(
    {
      ...raw,
      price: Number(raw.price),
      deposit: Number(raw.deposit),
      balloon: Number(raw.balloon),
      termYears: Number(raw.termYears),
      interestRate: Number(raw.interestRate),
      establishmentFee: initial.establishmentFee === null ? null : Number(raw.establishmentFee),
    },
    initial,
    bounds,
  );
  const result = quote(input, bounds);
  const set = (key: string, value: string) => {
    if (!touched.current) {
      touched.current = true;
      (window.dataLayer ??= []).push({ event: "finance_calculator_interaction", event_id: 26 });
    }
    setRaw((r) => ({ ...r, [key]: value }));
  };
  const money = (key: "price" | "deposit" | "balloon" | "establishmentFee", label: string, help?: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="mt-1 flex items-center rounded border border-gray-400 focus-within:ring-2 focus-within:ring-[var(--site-accent)]">
        <span className="px-2 text-gray-700" aria-hidden="true">
          $
        </span>
        <input
          id={`${id}-${key}`}
          inputMode="decimal"
          value={raw[key]}
          onChange={(e) => set(key, moneyFieldText(e.currentTarget.value))}
          aria-describedby={help ? `${id}-${key}-help` : undefined}
          aria-invalid={key === "price" && priceOutOfRange ? true : undefined}
          className="w-full rounded-r px-2 py-2 outline-none"
        />
      </div>
      {help ? (
        <p
          id={`${id}-${key}-help`}
          className={`mt-1 text-xs ${key === "price" && priceOutOfRange ? "font-semibold text-red-800" : "text-gray-700"}`}
        >
          {help}
        </p>
      ) : null}
    </div>
  );
  return (
    <section id="finance-calculator" aria-labelledby={`${id}-title`} className="rounded-lg border border-gray-200 p-5">
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Finance calculator
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {money("price", "Purchase price", priceHelp(bounds))}
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Quick picks">
            {quickPicks.map((amount) => (
              <li key={amount}>
                <button
                  type="button"
                  onClick={() => set("price", String(amount))}
                  aria-pressed={input.price === amount}
                  className="rounded-full border border-gray-400 px-3 py-1 text-sm aria-pressed:bg-primary aria-pressed:text-on-primary"
                >
                  {formatMoney(amount)}
                </button>
              </li>
            ))}
          </ul>
        </div>
        {money("deposit", "Deposit")}
        {money("balloon", "Balloon / residual")}
        <div>
          <label htmlFor={`${id}-term`} className="block text-sm font-semibold">
            Loan term
          </label>
          <select
            id={`${id}-term`}
            value={String(input.termYears)}
            onChange={(e) => set("termYears", e.currentTarget.value)}
            className="mt-1 w-full rounded border border-gray-400 px-2 py-2"
          >
            {TERMS.map((t) => (
              <option key={t} value={t}>
                {t} {t === 1 ? "year" : "years"}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-rate`} className="block text-sm font-semibold">
            Interest rate (% p.a.)
          </label>
          <input
            id={`${id}-rate`}
            type="number"
            step="0.01"
            min={bounds.interest.min}
            max={bounds.interest.max}
            value={raw.interestRate}
            onChange={(e) => set("interestRate", e.currentTarget.value)}
            aria-describedby={`${id}-rate-help`}
            className="mt-1 w-full rounded border border-gray-400 px-2 py-2"
          />
          <p id={`${id}-rate-help`} className="mt-1 text-xs text-gray-700">
            Between {bounds.interest.min}% and {bounds.interest.max}%
          </p>
        </div>
        {initial.establishmentFee !== null ? money("establishmentFee", "Establishment fee") : null}
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold">Repayment frequency</legend>
          <div className="mt-1 flex flex-wrap gap-4">
            {FREQUENCIES.map(([value, label]) => (
              <label key={value} className="flex items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-frequency`}
                  value={value}
                  checked={input.frequency === value}
                  onChange={() => set("frequency", value)}
                  className="h-4 w-4"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <div role="status" aria-live="polite" className="mt-5 rounded bg-surface p-4" data-testid="finance-result">
        {result === null ? (
          <p className="font-semibold">{noQuoteText(bounds)}</p>
        ) : (
          <>
            {result.enquire ? (
              <p className="text-2xl font-bold">{ENQUIRE_FOR_FINANCE}</p>
            ) : (
              <p className="text-2xl font-bold">
                {formatMoney(result.repayment)} <span className="text-base font-normal">{PER[input.frequency]}</span>
              </p>
            )}
            <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
              <dt>Comparison rate</dt>
              <dd className="font-bold" data-testid="comparison-rate">
                {result.comparisonRate === null ? "-" : `${result.comparisonRate.toFixed(2)}% p.a.`}
              </dd>
              <dt>Interest rate</dt>
              <dd>{input.interestRate.toFixed(2)}% p.a.</dd>
              <dt>Amount financed</dt>
              <dd>{formatMoney(result.amountFinanced)}</dd>
              <dt>Total payable</dt>
              <dd>{formatMoney(result.totalPayable)}</dd>
            </dl>
            <p className="mt-2 text-xs">{COMPARISON_RATE_WARNING}</p>
          </>
        )}
      </div>
      <div id="financeDisclaimer" className="mt-3 text-sm text-gray-800">
        <CollapsedText text={disclaimer} more="Show More" less="Show Less" />
      </div>
    </section>
  );
}
