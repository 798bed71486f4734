import { E2E_PORT } from "../../playwright.config";

/** The development host of a site: {slug}.localhost on the e2e port. */
export const siteUrl = (slug: string, path = "/") => `http://${slug}.localhost:${E2E_PORT}${path}`;
export const hostUrl = (host: string, path = "/") => `http://${host}:${E2E_PORT}${path}`;
