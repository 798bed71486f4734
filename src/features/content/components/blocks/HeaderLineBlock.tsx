/**
 * The header line: a red banner with one line of text and a button to
 * the site's trade-in page (the words and link come from `headerLine`).
 */
export function HeaderLineBlock({ line }: { line: { text: string; button: string; href: string } }) {
  return (
    <section
      aria-label="Sell your car"
      className="mt-8 flex flex-col items-start gap-3 rounded-lg bg-red-700 px-5 py-4 text-white sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-lg font-bold">{line.text}</p>
      <a href={line.href} className="shrink-0 rounded bg-white px-4 py-2 font-semibold text-red-800">
        {line.button}
      </a>
    </section>
  );
}
