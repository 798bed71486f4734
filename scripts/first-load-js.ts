import { gzipSync } from "node:zlib";

/** An answer as the measurement reads it: fetch's Response, or Playwright's APIResponse adapted to it. */
export interface FetchedBody {
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/**
 * The scripts a modern browser loads for a page's HTML, by address, with each one's gzipped size added to `sizes`.
 * Scripts marked nomodule (React writes noModule) are for old browsers only; a modern one never loads them.
 */
export async function pageScripts(
  get: (path: string) => Promise<FetchedBody>,
  path: string,
  sizes: Map<string, number>,
): Promise<string[]> {
  const html = await (await get(path)).text();
  const tags = [...html.matchAll(/<script\b[^>]*>/gi)].map((m) => m[0]);
  const tagged = tags
    .filter((t) => !/\snomodule\b/i.test(t))
    .map((t) => /\ssrc="([^"]+)"/.exec(t)?.[1])
    .filter((s): s is string => Boolean(s));
  const modern = [...new Set(tagged)];
  for (const src of modern) {
    if (!sizes.has(src)) sizes.set(src, gzipSync(Buffer.from(await (await get(src)).arrayBuffer())).length);
  }
  return modern;
}

/** The scripts every one of the pages loads: the framework's runtime and the site's shell (docs/adr/0003). */
export function sharedScripts(loaded: Map<string, string[]>): string[] {
  return [...loaded.values()].reduce((common, scripts) => common.filter((s) => scripts.includes(s)));
}
