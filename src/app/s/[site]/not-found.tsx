/** A site's own 404: still inside its header and footer, with a way back to its stock. */
export default function SiteNotFound() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Sorry, we couldn&apos;t find that page</h1>
      <p className="mt-4">The page may have moved, or the vehicle may no longer be listed.</p>
      <p className="mt-6 flex flex-wrap gap-4">
        <a className="rounded bg-primary px-4 py-2 font-semibold text-on-primary" href="/">
          Go to the home page
        </a>
      </p>
    </div>
  );
}
