import { jsonLdScript } from "@/features/findability/structured-data";

/**
 * A page's structured data as a <script type="application/ld+json"> data block, serialised so no text in it can
 * close the tag. A data block is never run, so it needs no CSP nonce.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}
