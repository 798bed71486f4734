import { truncateText } from "@/features/offers/offer-text";
import { CollapsibleText } from "./CollapsibleText";

/** Text cut at `limit` with its toggle, or, at or under the limit, the text as it is (no toggle). */
export function OfferText({
  text,
  limit,
  more,
  less,
  className,
}: {
  text: string;
  limit: number;
  more: string;
  less: string;
  className?: string;
}) {
  const cut = truncateText(text, limit);
  if (cut === null)
    return text.trim() ? <p className={`whitespace-pre-line ${className ?? ""}`}>{text.trim()}</p> : null;
  return <CollapsibleText full={text.trim()} cut={cut} more={more} less={less} className={className} />;
}
