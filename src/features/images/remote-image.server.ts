import "server-only";
import { lookup } from "node:dns/promises";
import { isPrivateAddress } from "./private-address";

/**
 * Fetching a stock feed's photo from its own server. Only sources the site's data names get here
 * (image-references.server.ts), yet the fetch is still fenced: https only, no address on a private, loopback or
 * link-local network (a feed row must not make the platform call its own neighbours), a timeout, a size limit,
 * no redirects (a redirect could lead anywhere) and an image content type.
 */
export interface RemotePolicy {
  timeoutMs: number;
  maxBytes: number;
  /**
   * Tests only: every photo host is reached at this local origin instead (like a hosts file), so a local HTTP
   * server on this machine stands in for a photo CDN; the address check is then skipped.
   */
  standIn?: string;
}

export const REMOTE_POLICY: RemotePolicy = { timeoutMs: 10_000, maxBytes: 20 * 1024 * 1024 };

export class RemoteImageError extends Error {}

export async function fetchRemoteImage(source: string, policy: RemotePolicy = REMOTE_POLICY): Promise<Buffer> {
  let url = new URL(source);
  if (url.protocol !== "https:") throw new RemoteImageError("not an https address");
  if (policy.standIn) url = new URL(`${url.pathname}${url.search}`, policy.standIn);
  else {
    const addresses = await lookup(url.hostname.replace(/^\[|\]$/g, ""), { all: true }).catch(() => []);
    if (addresses.length === 0) throw new RemoteImageError("the host does not resolve");
    if (addresses.some((a) => isPrivateAddress(a.address))) throw new RemoteImageError("a private network address");
  }
  const response = await fetch(url, { redirect: "error", signal: AbortSignal.timeout(policy.timeoutMs) }).catch(
    (error: Error) => {
      throw new RemoteImageError(`fetch failed (${error.name})`);
    },
  );
  if (!response.ok) throw new RemoteImageError(`answered ${response.status}`);
  if (!/^image\//.test(response.headers.get("content-type") ?? "")) throw new RemoteImageError("not an image");
  if (Number(response.headers.get("content-length") ?? 0) > policy.maxBytes) throw new RemoteImageError("too large");
  return readLimited(response, policy.maxBytes);
}

async function readLimited(response: Response, maxBytes: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read().catch((error: Error) => {
      throw new RemoteImageError(`fetch failed (${error.name})`);
    });
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new RemoteImageError("too large");
    }
    chunks.push(value);
  }
}
