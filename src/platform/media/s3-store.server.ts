import "server-only";
import { assertMediaKey, type MediaStore } from "./media-store";
import { signRequest, uriEncode, type SigV4Credentials } from "./sigv4";

export interface S3Settings extends SigV4Credentials {
  endpoint: string;
  bucket: string;
}

/**
 * The media store in an S3-compatible bucket, over plain HTTP requests: path-style (endpoint/bucket/key), each signed
 * with SigV4. Errors name the operation, the key and the status, never the credentials.
 */
export class S3MediaStore implements MediaStore {
  constructor(private readonly settings: S3Settings) {}

  private async send(method: string, key: string, body?: Buffer, headers?: Record<string, string>) {
    assertMediaKey(key);
    const base = this.settings.endpoint.replace(/\/+$/, "");
    const url = new URL(`${base}/${uriEncode(this.settings.bucket, false)}/${uriEncode(key, true)}`);
    const signed = signRequest(this.settings, { method, url, body, headers });
    const { host: _host, ...sent } = signed;
    return fetch(url, { method, headers: sent, body: body ? new Uint8Array(body) : undefined });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const response = await this.send("PUT", key, bytes, { "content-type": contentType });
    if (!response.ok) throw new Error(`S3 put ${key}: HTTP ${response.status}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const response = await this.send("GET", key);
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`S3 get ${key}: HTTP ${response.status}`);
    return Buffer.from(await response.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const response = await this.send("DELETE", key);
    if (!response.ok && response.status !== 404) throw new Error(`S3 delete ${key}: HTTP ${response.status}`);
  }
}
