import { env } from "@/platform/env";

/**
 * The console's public origin for links in e-mails (the lead digest, feed notices): CONSOLE_ORIGIN when set (a
 * deployment behind a proxy or on a port), else the console host over https in production and, elsewhere, over http
 * with the server's PORT (a link without the port would not open on a development machine).
 */
export function consoleOrigin(): string {
  const set = process.env.CONSOLE_ORIGIN;
  if (set) return set.replace(/\/+$/, "");
  const secure = process.env.NODE_ENV === "production";
  const port = !secure && process.env.PORT ? `:${process.env.PORT}` : "";
  return `${secure ? "https" : "http"}://${env().CONSOLE_HOST}${port}`;
}
