import { TitledSection, type TitledSectionProps } from "@/ui/TitledSection";

const PANEL = "rounded-lg bg-surface p-5";

/**
 * A form's panel on a page: a shaded box named by its own h2, the form below the heading. `className` only places
 * the panel (its margin, width or alignment); the panel's look is the same everywhere.
 */
export function FormPanel({ className, ...section }: TitledSectionProps) {
  return (
    <TitledSection
      {...section}
      className={className ? `${className} ${PANEL}` : PANEL}
      headingClassName="mb-4 text-2xl font-bold"
    />
  );
}
