/**
 * The vehicle share row: Facebook,
 * Twitter/X unless the site hides it, WhatsApp, e-mail and SMS. The copy-link button and its toast are the UI's.
 */

type ShareNetwork = "facebook" | "twitter" | "whatsapp" | "email" | "sms";

export interface ShareLink {
  network: ShareNetwork;
  label: string;
  href: string;
}

/** The page being shared as an absolute URL on the site, or null when it cannot be built. */
function shareUrl(siteUrl: string | null, path: string | null): string | null {
  if (siteUrl === null || path === null || siteUrl.trim() === "" || path.trim() === "") return null;
  let site: URL;
  let page: URL;
  try {
    site = new URL(siteUrl.trim());
    page = new URL(path.trim(), site);
  } catch {
    return null;
  }
  // Only web pages of the site itself are shared: a "//other.host" or absolute path must not turn the row into
  // links advertising someone else's page under the dealer's name.
  if (site.protocol !== "https:" && site.protocol !== "http:") return null;
  if (page.origin !== site.origin) return null;
  return page.href;
}

/**
 * Share links for a page. Share needs the site URL and a url for the share, so either missing gives [].
 * Every component is encoded: the title is dealer text and the URL has its own "&" and "?" that must not end
 * the share service's parameter.
 */
export function shareLinks(input: {
  siteUrl: string | null;
  path: string | null;
  title: string;
  hideTwitter: boolean;
}): ShareLink[] {
  const url = shareUrl(input.siteUrl, input.path);
  if (url === null) return [];
  const title = input.title.trim();
  const e = encodeURIComponent;
  // Messages carry the title and the link together; without a title the link alone.
  const message = title ? `${title} ${url}` : url;

  const links: ShareLink[] = [
    { network: "facebook", label: "Share on Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${e(url)}` },
  ];
  if (!input.hideTwitter) {
    links.push({
      network: "twitter",
      label: "Share on X (Twitter)",
      href: `https://twitter.com/intent/tweet?url=${e(url)}&text=${e(title)}`,
    });
  }
  links.push(
    { network: "whatsapp", label: "Share on WhatsApp", href: `https://wa.me/?text=${e(message)}` },
    // RFC 6068: line breaks in a mailto body are written as CRLF.
    {
      network: "email",
      label: "Share by e-mail",
      href: `mailto:?subject=${e(title)}&body=${e(title ? `${title}\r\n${url}` : url)}`,
    },
    // "sms:?&body=" is the form both iOS and Android Messages accept without a recipient.
    { network: "sms", label: "Share by SMS", href: `sms:?&body=${e(message)}` },
  );
  return links;
}

/** 'Copied {car name} to your clipboard!', shown for 3 seconds. */
export function copyToast(carName: string): string {
  return `Copied ${carName} to your clipboard!`;
}
