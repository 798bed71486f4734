/**
 * Shown above every page of a site while this browser previews its drafts (site-preview.server.ts): what is shown is not
 * what shoppers see, and the way back. A plain link, never prefetched: following it ends the preview.
 */
export function PreviewBanner() {
  return (
    <section
      aria-label="Preview"
      className="border-b-2 border-amber-800 bg-amber-100 px-4 py-2 text-center text-amber-950"
    >
      <p>
        <strong>Preview of unpublished changes</strong>: only browsers with the preview link see them.{" "}
        <a href="/preview/exit" className="font-semibold underline">
          Exit preview
        </a>
      </p>
    </section>
  );
}
