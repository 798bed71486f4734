"use client";

import type { ResultCardView } from "@/features/search/result-card-view";
import { CardPicture, CertifiedLogo } from "@/features/vehicle";
import { COMPARISON_WARNING_ID } from "@/features/finance";
import { CompareToggle } from "@/features/compare";
import { SaveToggle } from "@/features/watchlist";

const TAG_STYLE: Record<Exclude<NonNullable<ResultCardView["tag"]>["kind"], "logo">, string> = {
  fuel: "bg-emerald-700 text-white",
  reserved: "bg-amber-800 text-white",
  certified: "bg-primary text-on-primary",
  custom: "bg-gray-800 text-white",
  "coming-soon": "bg-blue-800 text-white",
  "price-drop": "bg-emerald-800 text-white",
  "new-arrival": "bg-accent text-white",
  sold: "bg-red-800 text-white",
};

/**
 * A search result, drawn from the
 * view the server worked out (result-card-view.ts). A client component only so that the page's component payload
 * carries the view, not the card's markup a second time; it holds no state of its own.
 */
export function ResultCard({
  view,
  eager = false,
}: {
  view: ResultCardView;
  /** In the first row: loaded at once, the page's largest picture. */ eager?: boolean;
}) {
  const { title, tag, finance, save } = view;
  return (
    <article className="result-card" data-testid="result-card">
      <div className="relative">
        {view.picture ? <CardPicture src={view.picture} eager={eager} /> : null}
        {tag?.kind === "logo" ? (
          <CertifiedLogo logo={tag} scale={0.875} className="absolute left-2 top-2 rounded-lg shadow" />
        ) : tag ? (
          <span className={`card-tag ${TAG_STYLE[tag.kind]}`}>{tag.label}</span>
        ) : null}
        {view.location ? <span className="card-location">{view.location}</span> : null}
        {save ? (
          <SaveToggle
            mode={save.mode}
            status={save.status}
            car={{
              id: save.id,
              name: title,
              slug: view.slug,
              make: save.make,
              model: save.model,
              primary_image_url: view.picture,
            }}
          />
        ) : null}
      </div>
      <div className="card-body">
        {view.photoNotice ? <p className="card-photo-notice">{view.photoNotice}</p> : null}
        <h2 className="card-title">
          <a href={`/cars/${view.slug}`}>{title}</a>
        </h2>
        <p className="card-price">
          {view.price}
          {view.priceType ? <span>{view.priceType}</span> : null}
        </p>
        {finance ? (
          <p className="card-finance" data-testid="card-finance">
            From <strong>{finance.amount}</strong>
            {` per ${finance.per} · ${finance.rate}% p.a. · `}
            <strong>{`${finance.comparison}% comparison rate`}</strong>
            {/* The law wants the comparison rate's example and warning with it: once, under the results. */}
            <a href={`#${COMPARISON_WARNING_ID}`} aria-label="Comparison rate warning">
              *
            </a>
          </p>
        ) : null}
        <p className={view.facts.prompt ? "text-sm font-medium" : "card-facts"}>{view.facts.text}</p>
        <div className="card-actions">
          {view.buttons.map((b) =>
            b.href === null ? (
              <p key={b.label} className={`card-button ${b.style}`}>
                {b.label}
              </p>
            ) : (
              <a key={b.label} href={b.href} className={`card-button ${b.style}`}>
                {/* One text node with its space: the link's name reads 'Reserve Car Now $200'. */}
                {b.fee ? `${b.label} ` : b.label}
                {b.fee ? <span className="card-fee">{b.fee}</span> : null}
                <span className="sr-only">{`: ${title}`}</span>
              </a>
            ),
          )}
        </div>
        {view.compare ? <CompareToggle slug={view.slug} title={title} className="" /> : null}
      </div>
    </article>
  );
}
