/** The watchlist with nothing in it: where to find cars to save. */
export function WatchlistEmpty({ searchPath }: { searchPath: string }) {
  return (
    <div className="rounded-lg border border-gray-200 p-8 text-center">
      <p className="text-lg">You have not saved any cars yet.</p>
      <p className="mt-2">Tap Save on any car to keep it here.</p>
      <a href={searchPath} className="mt-4 inline-block rounded bg-primary px-4 py-3 font-semibold text-on-primary">
        Search our stock
      </a>
    </div>
  );
}
