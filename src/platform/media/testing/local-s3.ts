import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { payloadSha256, signature } from "@/platform/media/sigv4";

/**
 * A small S3-compatible server for tests: path-style PUT, GET and DELETE of objects in memory, each request's SigV4
 * signature checked against the one secret it knows (a wrong secret, a changed body or a missing signature answers
 * 403 SignatureDoesNotMatch / AccessDenied, as S3 does).
 */
export interface LocalS3 {
  endpoint: string;
  objects: Map<string, Buffer>;
  close: () => Promise<void>;
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function verified(request: IncomingMessage, payload: Buffer, accessKeyId: string, secret: string): boolean {
  const match = AUTH.exec(String(request.headers.authorization ?? ""));
  if (!match || match[1] !== accessKeyId) return false;
  const [, , , region, signedList, given] = match;
  const amzDate = String(request.headers["x-amz-date"] ?? "");
  const payloadHash = String(request.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== payloadSha256(payload) || !amzDate.startsWith(match[2]!)) return false;
  const url = new URL(request.url ?? "/", "http://local");
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)]));
  const expected = signature(
    { method: request.method ?? "GET", path: url.pathname, query: url.searchParams, headers, payloadHash, amzDate },
    signedList!.split(";"),
    secret,
    region!,
  );
  return expected === given;
}

export async function startLocalS3(accessKeyId: string, secret: string): Promise<LocalS3> {
  const objects = new Map<string, Buffer>();
  const server: Server = createServer(async (request, response) => {
    const payload = await body(request);
    if (!verified(request, payload, accessKeyId, secret)) {
      response.writeHead(403, { "content-type": "application/xml" });
      response.end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
      return;
    }
    const key = decodeURIComponent(new URL(request.url ?? "/", "http://local").pathname);
    if (request.method === "PUT") {
      objects.set(key, payload);
      response.writeHead(200).end();
    } else if (request.method === "GET") {
      const found = objects.get(key);
      if (!found)
        response.writeHead(404, { "content-type": "application/xml" }).end("<Error><Code>NoSuchKey</Code></Error>");
      else response.writeHead(200, { "content-type": "application/octet-stream" }).end(found);
    } else if (request.method === "DELETE") {
      objects.delete(key);
      response.writeHead(204).end();
    } else response.writeHead(405).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
