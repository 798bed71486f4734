import { createHash } from "node:crypto";
import type { SiteConfig } from "@/platform/site/config-schema";

type MarketingTags = SiteConfig["marketingTags"];

/** What one tag needs of a page: its loader script's text, and the hosts its scripts, beacons and pixels use. */
export interface TagNeeds {
  /** The inline loader, allowed by its hash (it carries no nonce: the page it is on may be cached, ADR 0008). */
  script: string;
  scriptOrigins: readonly string[];
  connectOrigins: readonly string[];
  imageOrigins: readonly string[];
}

const GOOGLE_TAG = "https://www.googletagmanager.com";
const GOOGLE_BEACONS = ["https://*.google-analytics.com", "https://*.analytics.google.com", GOOGLE_TAG];
const META_SCRIPT = "https://connect.facebook.net";
const META_BEACON = "https://www.facebook.com";

/*
 * The vendors' own loaders, cut to what they do: queue the page's events and add the vendor's script. The ids are
 * checked by the site schema (letters, digits and a hyphen), so putting one inside a string literal is safe.
 */
const googleTagManager = (id: string): TagNeeds => ({
  script: `(function(w,d,i){w.dataLayer=w.dataLayer||[];w.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});var j=d.createElement("script");j.async=true;j.src="${GOOGLE_TAG}/gtm.js?id="+i;d.head.appendChild(j);})(window,document,"${id}");`,
  scriptOrigins: [GOOGLE_TAG],
  connectOrigins: GOOGLE_BEACONS,
  imageOrigins: GOOGLE_BEACONS,
});

const googleAnalytics = (id: string): TagNeeds => ({
  script: `(function(w,d,i){w.dataLayer=w.dataLayer||[];w.gtag=function(){w.dataLayer.push(arguments);};w.gtag("js",new Date());w.gtag("config",i);var j=d.createElement("script");j.async=true;j.src="${GOOGLE_TAG}/gtag/js?id="+i;d.head.appendChild(j);})(window,document,"${id}");`,
  scriptOrigins: [GOOGLE_TAG],
  connectOrigins: GOOGLE_BEACONS,
  imageOrigins: GOOGLE_BEACONS,
});

const metaPixel = (id: string): TagNeeds => ({
  script: `(function(w,d,i){if(w.fbq)return;var n=w.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments);};w._fbq=n;n.push=n;n.loaded=true;n.version="2.0";n.queue=[];var j=d.createElement("script");j.async=true;j.src="${META_SCRIPT}/en_US/fbevents.js";d.head.appendChild(j);n("init",i);n("track","PageView");})(window,document,"${id}");`,
  scriptOrigins: [META_SCRIPT],
  connectOrigins: [META_BEACON],
  imageOrigins: [META_BEACON],
});

/** The tags a site has set, in a fixed order; none unless the dealer set an id. */
export function siteTags(tags: MarketingTags): TagNeeds[] {
  return [
    tags.googleTagManager ? googleTagManager(tags.googleTagManager) : null,
    tags.googleAnalytics ? googleAnalytics(tags.googleAnalytics) : null,
    tags.metaPixel ? metaPixel(tags.metaPixel) : null,
  ].filter((t): t is TagNeeds => t !== null);
}

/** A script's CSP hash source. */
const hashSource = (script: string) => `'sha256-${createHash("sha256").update(script, "utf8").digest("base64")}'`;

/** What a site's policy must admit for its tags: their loaders by hash, and their hosts, each once. */
export function tagPolicy(tags: MarketingTags): {
  scriptSources: string[];
  connectOrigins: string[];
  imageOrigins: string[];
} {
  const needs = siteTags(tags);
  const unique = (lists: (readonly string[])[]) => [...new Set(lists.flat())];
  return {
    scriptSources: unique([needs.map((n) => hashSource(n.script)), ...needs.map((n) => n.scriptOrigins)]),
    connectOrigins: unique(needs.map((n) => n.connectOrigins)),
    imageOrigins: unique(needs.map((n) => n.imageOrigins)),
  };
}
