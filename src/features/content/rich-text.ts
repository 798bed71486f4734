import sanitizeHtml from "sanitize-html";

/**
 * The tags rich text from dealer data may use (rich text from data is sanitised with a
 * maintained HTML sanitiser before rendering): text structure, lists, simple tables and links. No
 * h1 (the page has its own), no images, frames, forms, scripts or styles; no class or style attributes.
 */
export const RICH_TEXT_TAGS = [
  "p",
  "br",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "small",
  "sup",
  "sub",
  "h2",
  "h3",
  "h4",
  "ul",
  "ol",
  "li",
  "blockquote",
  "hr",
  "a",
  "table",
  "caption",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const;

const LINK_SCHEMES = ["http", "https", "mailto", "tel"];

/**
 * Whether a link's address survives: a relative one (not protocol-relative), or one of the allowed
 * schemes. Control characters and spaces are ignored when reading the scheme, as browsers do
 * ("jav\tascript:"); sanitize-html applies its own check after this one as well.
 */
function keepsHref(href: string | undefined): boolean {
  if (!href) return false;
  const compact = href.replace(/[\u0000-\u0020]/g, "");
  if (compact.startsWith("//") || compact.startsWith("\\")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1]?.toLowerCase();
  return scheme === undefined || LINK_SCHEMES.includes(scheme);
}

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: LINK_SCHEMES,
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Dropped with everything inside them, not merely unwrapped.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math"],
  transformTags: {
    // Every link keeps its page's window out of the opened page's reach; only _blank survives as a target.
    // A link whose address cannot stay becomes its text alone: an <a> without href is no link to anyone.
    a: (tagName, attribs) => {
      if (!keepsHref(attribs.href)) return { tagName: "span", attribs: {} };
      const { target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: { ...rest, ...(target === "_blank" ? { target: "_blank" } : {}), rel: "noopener noreferrer" },
      };
    },
  },
};

/** Rich text from data, reduced to the allowed tags and attributes (scripts, handlers, javascript: URLs, frames and styles removed). */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
