/** An unknown vehicle: say so plainly and lead back to the stock. */
export default function VehicleNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">We couldn&apos;t find that vehicle</h1>
      <p className="mt-4">
        It may have been sold some time ago, or the link may be mistyped. Our current stock is a search away.
      </p>
      <p className="mt-6 flex flex-wrap gap-4">
        <a className="rounded bg-primary px-4 py-2 font-semibold text-on-primary" href="/search/new-used-and-demo-cars">
          Search our stock
        </a>
        <a className="rounded border border-gray-400 px-4 py-2 font-semibold" href="/">
          Go to the home page
        </a>
      </p>
    </div>
  );
}
