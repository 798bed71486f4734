import type { ContentBlock } from "@/platform/content/content-schema";
import { TRUNCATED_TEXT_LABEL } from "@/features/content/page-blocks";
import { RichText } from "./RichText";

type Block = Extract<ContentBlock, { type: "truncated-text" }>;

/**
 * The truncated text button: its label ('Read more...' by default)
 * reveals a title and an HTML description. With a hide label the button stays and reads it while open,
 * collapsing the text again; without one the text stays open (the button goes). A <details>: no script,
 * keyboard operable (Enter or Space on its summary), its state announced.
 */
export function TruncatedTextBlock({ block }: { block: Block }) {
  const label = block.label ?? TRUNCATED_TEXT_LABEL;
  return (
    <details className="group mt-6 max-w-3xl">
      <summary
        className={`inline-block cursor-pointer list-none rounded border border-primary px-4 py-2 font-semibold text-primary [&::-webkit-details-marker]:hidden ${
          block.hideLabel ? "" : "group-open:hidden"
        }`}
      >
        <span className={block.hideLabel ? "group-open:hidden" : ""}>{label}</span>
        {block.hideLabel ? <span className="hidden group-open:inline">{block.hideLabel}</span> : null}
      </summary>
      <div className="mt-3">
        <h2 className="text-xl font-bold">{block.title}</h2>
        <RichText html={block.html} />
      </div>
    </details>
  );
}
