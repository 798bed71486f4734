import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { BAD_REQUEST_HEADER } from "@/platform/http/request-rules";

export const metadata: Metadata = { title: "Address not understood", robots: { index: false } };

/**
 * The site's own error page for an address that cannot be read (broken percent-encoding): the front
 * door sends such requests here and answers them 400. Asked for directly, the page does not exist.
 */
export default async function BadRequestPage() {
  if ((await headers()).get(BAD_REQUEST_HEADER) !== "1") notFound();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Sorry, we couldn&apos;t read that address</h1>
      <p className="mt-4">The link may have been cut short or changed on its way here.</p>
      <p className="mt-6 flex flex-wrap gap-4">
        <a className="rounded bg-primary px-4 py-2 font-semibold text-on-primary" href="/">
          Go to the home page
        </a>
      </p>
    </div>
  );
}
