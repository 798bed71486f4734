import { createHash, createHmac } from "node:crypto";

/*
 * AWS Signature Version 4 for S3 requests (AWS's "Signature Calculations for the Authorization Header"): the canonical
 * request, the string to sign and the signing key derived from the secret, date, region and service. The payload is
 * hashed (x-amz-content-sha256), never UNSIGNED-PAYLOAD. Shared by the S3 store and the test server that checks it.
 */

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

/** S3's URI encoding: every byte but A-Z a-z 0-9 - . _ ~ percent-encoded; "/" kept in the path. */
export function uriEncode(value: string, keepSlash: boolean): string {
  return [...Buffer.from(value, "utf8")]
    .map((byte) => {
      const c = String.fromCharCode(byte);
      if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === "/")) return c;
      return `%${byte.toString(16).toUpperCase().padStart(2, "0")}`;
    })
    .join("");
}

export interface SignInput {
  method: string;
  /** The path as sent (already URI-encoded). */
  path: string;
  query: URLSearchParams;
  /** Header names lower-case; host and x-amz-* among them. */
  headers: Record<string, string>;
  payloadHash: string;
  amzDate: string;
}

/** The request's signature under the credentials, over the headers named in `signed` (lower-case, sorted). */
export function signature(input: SignInput, signed: string[], secret: string, region: string): string {
  const query = [...input.query.entries()]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const canonical = [
    input.method,
    input.path,
    query,
    ...signed.map((name) => `${name}:${(input.headers[name] ?? "").trim().replace(/\s+/g, " ")}\n`),
    signed.join(";"),
    input.payloadHash,
  ].join("\n");
  const day = input.amzDate.slice(0, 8);
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", input.amzDate, scope, sha256(canonical)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), "s3"), "aws4_request");
  return createHmac("sha256", key).update(toSign).digest("hex");
}

/** Signs a request: the headers to send (with x-amz-date, x-amz-content-sha256 and Authorization). */
export function signRequest(
  creds: SigV4Credentials,
  request: { method: string; url: URL; body?: Buffer; headers?: Record<string, string> },
  now = new Date(),
): Record<string, string> {
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  const payloadHash = sha256(request.body ?? "");
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    host: request.url.host,
    "x-amz-date": amzDate,
    "x-amz-content-sha256": payloadHash,
  };
  const signed = Object.keys(headers).sort();
  const sig = signature(
    {
      method: request.method,
      path: request.url.pathname,
      query: request.url.searchParams,
      headers,
      payloadHash,
      amzDate,
    },
    signed,
    creds.secretAccessKey,
    creds.region,
  );
  const scope = `${amzDate.slice(0, 8)}/${creds.region}/s3/aws4_request`;
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signed.join(";")}, Signature=${sig}`;
  return headers;
}

export { sha256 as payloadSha256 };
