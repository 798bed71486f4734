import type { SiteConfig } from "@/platform/site/config-schema";

/** What every alert e-mail shows of the dealer's site: its name, colours, logo and the contact details of its footer. */
export interface EmailBranding {
  dealer: string;
  /** The site's primary colour (header band and buttons) and the text colour readable on it. */
  colour: string;
  onColour: string;
  /** An absolute URL to a logo the common mail clients can show, with its alt text; null: the dealer's name alone. */
  logo: { src: string; alt: string; width: number; height: number } | null;
  /** The dealer's postal address and phone (Spam Act: a message identifies its sender and how to reach them). */
  address: string;
  phone: string;
  siteUrl: string;
}

/** A colour goes into a style attribute: only a plain hex colour is taken, anything else falls back. */
export const safeColour = (colour: string, fallback = "#1a1a1a") =>
  /^#[0-9a-fA-F]{3,8}$/.test(colour) ? colour : fallback;

/** The largest logo an e-mail header shows; a bigger one is scaled down keeping its proportions. */
const LOGO_MAX = { width: 200, height: 48 };

/**
 * A logo the e-mail can show: Gmail and Outlook show no SVG, so an SVG wordmark (and any unknown format) is left out
 * and the dealer's name stands alone; a raster logo is made absolute on the site's origin (mail has no base URL).
 */
function emailLogo(logo: SiteConfig["logo"], origin: string): EmailBranding["logo"] {
  const path = logo.src.split(/[?#]/)[0]!.toLowerCase();
  if (!/\.(png|jpe?g|gif)$/.test(path)) return null;
  const src = /^https?:\/\//.test(logo.src) ? logo.src : `${origin}${logo.src.startsWith("/") ? "" : "/"}${logo.src}`;
  const scale = Math.min(1, LOGO_MAX.width / logo.width, LOGO_MAX.height / logo.height);
  return {
    src,
    alt: logo.alt,
    width: Math.round(logo.width * scale),
    height: Math.round(logo.height * scale),
  };
}

/** The branding of a site's alert e-mails, from its configuration (as the content desk last published it). */
export function emailBranding(
  config: Pick<SiteConfig, "name" | "logo" | "theme" | "contact">,
  origin: string,
): EmailBranding {
  const { street, city, state, postcode } = config.contact.address;
  return {
    dealer: config.name,
    colour: safeColour(config.theme.primary),
    onColour: safeColour(config.theme.onPrimary, "#ffffff"),
    logo: emailLogo(config.logo, origin),
    address: `${street}, ${city} ${state.toUpperCase()} ${postcode}`,
    phone: config.contact.phone,
    siteUrl: origin,
  };
}
