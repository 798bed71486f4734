import type { IncomingMessage, ServerResponse } from "node:http";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import type { DoorStep } from "./door-step";

/** Text answers over 1 kB, brotli when the browser takes it (quality 5: most of 11's gain at a fraction of its time). */
const compressor = compression({ threshold: 1024, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } } });

/** The middleware's types are Express's; it uses nothing of Express's own request or response. */
const compress = compressor as unknown as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Compresses the answers that are not compressed yet (br or gzip by Accept-Encoding). Next's own compression is off
 * (next.config.ts `compress: false`) so that the cached-page step, which comes after this one and so wraps it, reads a
 * cached page as Next sent it, uncompressed.
 */
export const compressAnswer: DoorStep = ({ req, res }) => {
  compress(req, res, () => {});
};
