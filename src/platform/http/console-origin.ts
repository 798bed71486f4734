import { env } from "@/platform/env";

/**
 * The console's public origin for links in e-mails (the lead digest, feed notices): CONSOLE_ORIGIN when set (a
 * deployment behind a proxy or on a port), else the console host over https in production and, elsewhere, over http
 * with the server's PORT (a link without the port would not open on a development machine).
 */
export function consoleOrigin(): string {
  const e = env();
  if (e.CONSOLE_ORIGIN) return e.CONSOLE_ORIGIN;
  const secure = e.NODE_ENV === "production";
  return `${secure ? "https" : "http"}://${e.CONSOLE_HOST}${secure ? "" : `:${e.PORT}`}`;
}
