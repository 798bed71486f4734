import type { ContentBlock } from "@/platform/content/content-schema";
import { TitledSection } from "@/ui/TitledSection";

type Block = Extract<ContentBlock, { type: "fleet-services" }>;

/** The fleet services section: what the fleet team offers business buyers, and a button to the fleet page. */
export function FleetServicesBlock({ block, headingId }: { block: Block; headingId: string }) {
  return (
    <TitledSection headingId={headingId} heading={block.heading} className="mt-10 rounded-lg bg-surface p-6">
      <p className="mt-2 max-w-3xl leading-relaxed">{block.intro}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {block.services.map((s) => (
          <li key={s.title} className="rounded border-t-4 border-primary bg-white p-4">
            <h3 className="font-bold">{s.title}</h3>
            <p className="mt-1 text-sm leading-relaxed">{s.text}</p>
          </li>
        ))}
      </ul>
      <a href={block.href} className="mt-5 inline-block rounded bg-primary px-4 py-2 font-semibold text-on-primary">
        {block.button}
      </a>
    </TitledSection>
  );
}
