import { getDb } from "@/platform/db/db.server";
import { GarageSection } from "@/ui/GarageSection";
import type { CurrentSite } from "@/platform/site/current-site.server";
import { deleteQuote } from "@/features/personalised-finance/personalised-finance-actions.server";
import { shopperFinanceQuotes } from "@/features/personalised-finance/finance-quotes.db";

/**
 * The garage's personalised finance section: each quote's answers and indicative result, with Delete. Shown
 * on sites that offer personalised finance.
 */
export async function GarageFinanceQuotes(props: {
  site: CurrentSite;
  userId: string;
  back: string;
  notice: string | undefined;
}) {
  const { site } = props;
  if (!site.config.personalisedFinance.enabled) return null;
  const quotes = await shopperFinanceQuotes(await getDb(), site.id, props.userId);
  const when = new Intl.DateTimeFormat("en-AU", { timeZone: site.config.timeZone, dateStyle: "long" });
  return (
    <GarageSection headingId="finance-quotes-heading" title="Personalised finance">
      {props.notice === "deleted" ? (
        <p role="status" className="mt-2">
          Deleted: your answers are gone from your garage.
        </p>
      ) : props.notice === "not-deleted" ? (
        <p role="status" className="mt-2">
          Nothing was deleted.
        </p>
      ) : null}
      {quotes.length === 0 ? (
        <p className="mt-3">
          No personalised repayments yet.{" "}
          <a className="underline" href="/personalised/finance">
            Get your repayments
          </a>
        </p>
      ) : (
        <ul className="mt-3 space-y-4">
          {quotes.map((q) => (
            <li key={q.id} className="rounded border border-gray-400 p-4">
              <h3 className="text-lg font-semibold">
                {q.car.slug ? (
                  <a className="underline" href={`/cars/${q.car.slug}`}>
                    {q.car.name}
                  </a>
                ) : (
                  q.car.name
                )}
                {", "}
                {when.format(q.createdAt)}
              </h3>
              <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 text-sm">
                {Object.entries({ ...q.result, ...q.answers }).map(([label, text]) => (
                  <div key={label} className="contents">
                    <dt className="font-semibold">{label}</dt>
                    <dd>{text}</dd>
                  </div>
                ))}
              </dl>
              <form action={deleteQuote} className="mt-3">
                <input type="hidden" name="quote_id" value={q.id} />
                <input type="hidden" name="back" value={props.back} />
                <button type="submit" className="rounded border border-gray-700 px-4 py-2 font-semibold">
                  Delete these answers ({q.car.name})
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </GarageSection>
  );
}
