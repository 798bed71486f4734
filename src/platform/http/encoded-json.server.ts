import "server-only";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import { APP_CONTENT_ENCODING_HEADER, brotliTextOptions, chooseEncoding } from "./content-encoding";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** How long a CDN may hold an answer that is the same for everyone, and serve it stale while it fetches the next. */
export const SHARED_BRIEFLY = "public, max-age=0, s-maxage=30, stale-while-revalidate=60";
/** An answer that is one shopper's own, or an error: never stored. */
export const NOT_STORED = "private, no-store";

/**
 * A JSON answer in the coding the request accepts (content-encoding.ts chooseEncoding: br, else gzip, else as it is),
 * with `Vary: Accept-Encoding` so a cache keeps one copy per coding. Next drops a route's own Content-Encoding and
 * Content-Length, so the coding is named in APP_CONTENT_ENCODING_HEADER and the front door (app-encoding-step.ts)
 * sends it as Content-Encoding, early enough that Next's own gzip leaves the answer alone: nothing is compressed twice.
 */
export async function encodedJson(
  request: Request,
  body: unknown,
  init: { status?: number; cacheControl: string },
): Promise<Response> {
  const json = Buffer.from(JSON.stringify(body), "utf8");
  const coding = chooseEncoding(request.headers.get("accept-encoding"), json.length);
  const encoded =
    coding === "br"
      ? await brotli(json, brotliTextOptions(json.length))
      : coding === "gzip"
        ? await gzipped(json)
        : json;
  const headers = new Headers({
    "Content-Type": "application/json",
    "Cache-Control": init.cacheControl,
    Vary: "Accept-Encoding",
  });
  if (coding !== "identity") headers.set(APP_CONTENT_ENCODING_HEADER, coding);
  return new Response(new Uint8Array(encoded), { status: init.status ?? 200, headers });
}
