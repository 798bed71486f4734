import { APP_CONTENT_ENCODING_HEADER } from "./content-encoding";
import type { DoorStep } from "./door-step";
import { advise } from "./response-advice";

/**
 * Next drops a route handler's own Content-Encoding (send-response.ts), so a route that compressed its answer
 * (encoded-json.server.ts) names the coding in APP_CONTENT_ENCODING_HEADER and it goes out here as Content-Encoding.
 * It is set as Next copies the route's headers, before the answer's head is written, so the compression step finds
 * the answer already encoded and leaves it alone: nothing is compressed twice.
 */
export const passAppEncoding: DoorStep = ({ res }) => {
  const isAppEncoding = (name: unknown) => String(name).toLowerCase() === APP_CONTENT_ENCODING_HEADER;
  advise(res, "setHeader", (proceed, name, value) => proceed(isAppEncoding(name) ? "Content-Encoding" : name, value));
  // Set, not appended, as Content-Encoding: the route names its one coding.
  advise(res, "appendHeader", (proceed, name, value) =>
    isAppEncoding(name) ? res.setHeader("Content-Encoding", value as string) : proceed(name, value),
  );
};
