import http, { type IncomingMessage } from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import { isPrivateAddress } from "@/features/images";
import { checkedLookup, PRIVATE_HOST, type Resolve } from "./pinned-lookup";
import { pullUrlProblem, redirectAllowed } from "./pull-url";

/** How long a dealer's server has to answer in full, and the most a feed may weigh. */
const PULL_TIMEOUT_MS = 30_000;
const PULL_MAX_BYTES = 20 * 1024 * 1024;
const MAX_REDIRECTS = 3;

export interface PullRules {
  /** Plain http to this machine (tests, the quick start). */
  allowLoopbackHttp: boolean;
  /** Private and loopback addresses (development and tests); never in production. */
  allowPrivateAddresses: boolean;
}

/** Why a pull failed, in words for the run's page and the notice e-mail. */
export class PullError extends Error {}

/**
 * One GET over a connection to a checked address only: the host's name is resolved by checkedLookup at connect time
 * (no earlier look whose answer could differ), and an address written in the URL is checked here, as no lookup runs.
 */
function get(url: URL, rules: PullRules, signal: AbortSignal, resolve?: Resolve): Promise<IncomingMessage> {
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(literal) && !rules.allowPrivateAddresses && isPrivateAddress(literal))
    return Promise.reject(new PullError(`the host ${url.hostname} is a private address`));
  const client = url.protocol === "https:" ? https : http;
  return new Promise((done, fail) => {
    const request = client.request(url, {
      method: "GET",
      headers: { Accept: "*/*" },
      lookup: checkedLookup(rules.allowPrivateAddresses, resolve),
      // A connection of its own: a kept-alive socket would skip the lookup, and with it the check.
      agent: false,
      signal,
    });
    request.on("response", done);
    request.on("error", (err: NodeJS.ErrnoException) =>
      fail(
        err.code === PRIVATE_HOST
          ? new PullError(`the host ${url.hostname} is a private address`)
          : err.code === "ENOTFOUND"
            ? new PullError(`the host ${url.hostname} could not be found`)
            : err,
      ),
    );
    request.end();
  });
}

/** The body, up to the size limit. */
async function bodyOf(response: IncomingMessage): Promise<string> {
  if (Number(response.headers["content-length"] ?? 0) > PULL_MAX_BYTES) {
    response.destroy();
    throw new PullError("the feed is too large");
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > PULL_MAX_BYTES) {
      response.destroy();
      throw new PullError("the feed is too large");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * Fetches a pull source's feed: the address's rules (pull-url.ts), no private address (checked on the connection's
 * own lookup), redirects only to the same host, a timeout over the whole fetch and a size limit over the body.
 * Throws a PullError saying what went wrong. `resolve` is for tests (a name that resolves as they say).
 */
export async function fetchFeed(raw: string, rules: PullRules, resolve?: Resolve): Promise<string> {
  const signal = AbortSignal.timeout(PULL_TIMEOUT_MS);
  let url = new URL(raw);
  try {
    for (let hop = 0; ; hop++) {
      const problem = pullUrlProblem(url.href, rules);
      if (problem) throw new PullError(problem);
      const response = await get(url, rules, signal, resolve);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        const next = new URL(response.headers.location, url);
        response.destroy();
        if (hop >= MAX_REDIRECTS || !redirectAllowed(url, next, rules))
          throw new PullError("the address redirects to another host");
        url = next;
        continue;
      }
      if (status < 200 || status >= 300) {
        response.destroy();
        throw new PullError(`the dealer's server answered ${status}`);
      }
      return await bodyOf(response);
    }
  } catch (err) {
    if (err instanceof PullError) throw err;
    if (signal.aborted) throw new PullError("the dealer's server did not answer in time");
    throw new PullError("the feed could not be fetched");
  }
}
