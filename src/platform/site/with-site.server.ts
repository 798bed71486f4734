import "server-only";
import type { z } from "zod";
import { invalidFields, jsonError, readJson } from "@/platform/http/json-errors";
import { currentSite, type CurrentSite } from "./current-site.server";

/** The [site] segment the proxy filled in from the request's host. */
export interface SiteRouteContext {
  params: Promise<{ site: string }>;
}

/**
 * A route handler of one site: the site is found once from the [site] segment and handed on; a site that does not
 * exist answers 404 before the handler runs, so no handler can act without its site.
 */
export function withSite(
  handler: (request: Request, site: CurrentSite) => Promise<Response>,
): (request: Request, context: SiteRouteContext) => Promise<Response> {
  return async (request, { params }) => {
    const site = await currentSite((await params).site);
    return site ? handler(request, site) : jsonError(404, "not_found", "Unknown site");
  };
}

/**
 * withSite for a JSON body: read up to maxBytes, then validated with the schema; a body that does not fit answers 400
 * naming each wrong field, before the handler runs.
 */
export function withSiteJson<Schema extends z.ZodType>(
  maxBytes: number,
  schema: Schema,
  handler: (request: Request, site: CurrentSite, body: z.output<Schema>) => Promise<Response>,
): (request: Request, context: SiteRouteContext) => Promise<Response> {
  return withSite(async (request, site) => {
    const read = await readJson(request, maxBytes);
    if (!read.ok) return read.response;
    const parsed = schema.safeParse(read.body);
    if (!parsed.success) return invalidFields(parsed.error);
    return handler(request, site, parsed.data);
  });
}
