import { NextResponse, type NextRequest } from "next/server";
import { env } from "@/platform/env";
import { CONSOLE_ANSWER_HEADERS } from "@/platform/http/console-answer-step";
import {
  consoleSecurityPolicy,
  HTTPS_HEADER,
  originHost,
  refusal,
  refusalBody,
  requestHost,
} from "@/platform/http/request-rules";
import { isConsoleHost } from "@/platform/site/host-resolution";

/** Where the console's routes live in the app (src/app/console); no site path is ever served from here. */
const CONSOLE_ROUTES = "/console";

/** Whether the request is for the console's host (CONSOLE_HOST): then no site answers it, only the console. */
export function isConsoleRequest(request: NextRequest): boolean {
  return isConsoleHost(requestHost(request.headers), env().CONSOLE_HOST);
}

/** The console's path in the app for a path on its host: every path of the console host under /console. */
export function consolePath(pathname: string): string {
  return `${CONSOLE_ROUTES}${pathname === "/" ? "" : pathname}`;
}

/**
 * A request on the console's host: a change posted from any other origin is refused (as a site refuses one), and the
 * rest is served from src/app/console with the console's strict policy and a fresh nonce, never cached nor indexed
 * (the front door has the last word on those two: console-answer-step.ts). The proxy only routes: every console page
 * and action checks the staff member's session, role and scope itself.
 */
export function consoleAnswer(request: NextRequest): Response {
  const consoleHost = env().CONSOLE_HOST;
  const refused = refusal(
    {
      method: request.method,
      pathname: request.nextUrl.pathname,
      origin: request.headers.get("origin"),
      secFetchSite: request.headers.get("sec-fetch-site"),
      contentType: request.headers.get("content-type"),
    },
    (origin) => isConsoleHost(originHost(origin), consoleHost),
  );
  if (refused) {
    const { contentType, body } = refusalBody(refused, request.nextUrl.pathname);
    return new Response(body, {
      status: refused.status,
      headers: { "Content-Type": contentType, ...Object.fromEntries(CONSOLE_ANSWER_HEADERS) },
    });
  }
  const url = request.nextUrl.clone();
  url.pathname = consolePath(request.nextUrl.pathname);
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const policy = consoleSecurityPolicy({
    nonce,
    https: request.headers.get(HTTPS_HEADER) === "1",
    development: process.env.NODE_ENV === "development",
  });
  // Next reads the nonce from the request's own policy header and puts it on every script it renders.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("content-security-policy", policy);
  const response = NextResponse.rewrite(url, { request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  response.headers.set("X-Frame-Options", "DENY");
  for (const [name, value] of CONSOLE_ANSWER_HEADERS) response.headers.set(name, value);
  return response;
}
