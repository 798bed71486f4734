/**
 * Under the car's price: 'Price dropped $X on {date}' while its latest change is a drop, and how long it has been
 * listed. Server-rendered text only: no script of its own.
 */
export function PriceHistoryNotes({ dropLine, listedLine }: { dropLine: string | null; listedLine: string | null }) {
  if (!dropLine && !listedLine) return null;
  return (
    <div className="mt-2 space-y-1 text-sm">
      {dropLine ? (
        <p className="font-semibold text-emerald-800" data-testid="price-drop-line">
          {dropLine}
        </p>
      ) : null}
      {listedLine ? (
        <p className="text-gray-700" data-testid="days-listed">
          {listedLine}
        </p>
      ) : null}
    </div>
  );
}
