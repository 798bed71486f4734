/**
 * A finance quote button on its own line: the pre-owned finance 'GET A QUOTE' (to the dealership's
 * quote link) or the access loan 'Get A Quote' (to the manufacturer base domain); each is shown only
 * where its link exists (shownBlocks). The address is another site's, so the link says it opens there.
 */
export function QuoteButton({ label, href, note }: { label: string; href: string; note: string }) {
  return (
    <p className="mt-6">
      <a
        href={href}
        target="_blank"
        rel="noopener"
        className="inline-block rounded bg-primary px-5 py-3 font-semibold text-on-primary"
      >
        {label}
        <span className="sr-only"> ({note}, opens in a new tab)</span>
      </a>
    </p>
  );
}
