import sanitizeHtml from "sanitize-html";

/**
 * The tags rich text from dealer data may use (issue 18 'Rich text from data is sanitised with a
 * maintained HTML sanitiser before rendering'): text structure, lists, simple tables and links. No
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

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Dropped with everything inside them, not merely unwrapped.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math"],
  transformTags: {
    // Every link keeps its page's window out of the opened page's reach; only _blank survives as a target.
    a: (tagName, attribs) => {
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
