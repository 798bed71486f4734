import { CollapsibleText } from "./CollapsibleText";
import { COLLAPSE_THRESHOLD, truncateText } from "./text-collapse";

/**
 * The one text collapse of the site: text over the limit (200
 * characters unless the caller cuts shorter) is cut with its toggle; at or under the limit, the text as it is,
 * without one. Usable from server and client components alike.
 */
export function CollapsedText({
  text,
  limit = COLLAPSE_THRESHOLD,
  more = "View more",
  less = "View less",
  className,
}: {
  text: string;
  limit?: number;
  more?: string;
  less?: string;
  className?: string;
}) {
  const cut = truncateText(text, limit);
  if (cut === null)
    return text.trim() ? <p className={`whitespace-pre-line ${className ?? ""}`}>{text.trim()}</p> : null;
  return <CollapsibleText full={text.trim()} cut={cut} more={more} less={less} className={className} />;
}
