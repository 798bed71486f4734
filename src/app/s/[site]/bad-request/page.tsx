import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { BAD_REQUEST_HEADER } from "@/platform/http/request-rules";
import { ErrorPage } from "@/ui/ErrorPage";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Address not understood", robots: { index: false } };

/**
 * The site's own error page for an address that cannot be read (broken percent-encoding): the front
 * door sends such requests here and answers them 400. Asked for directly, the page does not exist.
 */
export default async function BadRequestPage() {
  if ((await headers()).get(BAD_REQUEST_HEADER) !== "1") notFound();
  return (
    <ErrorPage
      title="Sorry, we couldn't read that address"
      explanation="The link may have been cut short or changed on its way here."
    />
  );
}
