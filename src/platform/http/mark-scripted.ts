import { createHash } from "node:crypto";

/** The root layout's one inline script: marks the page as scripted before the first paint (globals.css `js:`). */
export const MARK_SCRIPTED = 'document.documentElement.classList.add("js")';

/** Its CSP hash source: every page's policy allows it by this, cached pages carrying no nonce (docs/adr/0008). */
export const MARK_SCRIPTED_HASH = `'sha256-${createHash("sha256").update(MARK_SCRIPTED, "utf8").digest("base64")}'`;
