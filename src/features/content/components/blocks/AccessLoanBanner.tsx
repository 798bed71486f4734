import { TitledSection } from "@/ui/TitledSection";

/**
 * The Toyota access loan banner: red, the brand's heading, text and button
 * (finance.loanBanner), to the dealership's link. Shown only where that link exists (shownBlocks).
 */
export function AccessLoanBanner({
  words,
  href,
  headingId,
}: {
  words: { heading: string; text: string; button: string };
  href: string;
  headingId: string;
}) {
  return (
    <TitledSection headingId={headingId} heading={words.heading} className="mt-10 rounded-lg bg-red-700 p-6 text-white">
      <p className="mt-2">{words.text}</p>
      <a href={href} className="mt-4 inline-block rounded bg-white px-4 py-2 font-semibold text-red-800">
        {words.button}
      </a>
    </TitledSection>
  );
}
