import type { ContentBlock } from "@/platform/content/content-schema";
import { serviceAdvantageRows } from "@/features/content/service-advantage";

type Block = Extract<ContentBlock, { type: "service-advantage" }>;

/** The service-advantage block and its table: the standard plan, then each model's. */
export function ServiceAdvantageBlock({ block, headingId }: { block: Block; headingId: string }) {
  const rows = serviceAdvantageRows(block);
  return (
    <section className="mt-10" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold">
        {block.heading}
      </h2>
      {block.paragraphs.map((p, i) => (
        <p key={i} className="mt-3 max-w-3xl leading-relaxed">
          {p}
        </p>
      ))}
      {/* A table wider than a phone scrolls sideways: its region takes focus so the keyboard can scroll it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a focusable scroll region is the WAI pattern for wide tables */}
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-label={`${block.heading}: prices by model`}>
        <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
          <caption className="sr-only">{block.heading}: capped price per service by model</caption>
          <thead className="bg-primary text-on-primary">
            <tr>
              <th scope="col" className="px-3 py-2">
                Model
              </th>
              <th scope="col" className="px-3 py-2">
                Price per service
              </th>
              <th scope="col" className="px-3 py-2">
                Services
              </th>
              <th scope="col" className="px-3 py-2">
                Term
              </th>
              <th scope="col" className="px-3 py-2">
                Interval
              </th>
              <th scope="col" className="px-3 py-2">
                Up to
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.model} className="border-b border-gray-200 even:bg-surface">
                <th scope="row" className="px-3 py-2 font-semibold">
                  {r.model}
                </th>
                <td className="px-3 py-2">{r.price}</td>
                <td className="px-3 py-2">{r.services}</td>
                <td className="px-3 py-2">{r.term}</td>
                <td className="px-3 py-2">{r.interval}</td>
                <td className="px-3 py-2">{r.maxKm}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {block.disclaimer ? <p className="mt-3 max-w-3xl text-sm text-gray-700">{block.disclaimer}</p> : null}
    </section>
  );
}
