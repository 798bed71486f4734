import type { FieldSpec } from "@/features/leads";
import { PLATE_STATES } from "@/platform/plate-lookup/plate-lookup";
import { OLDEST_YEAR } from "./trade-in-steps";
import { QUESTIONS, questionOptions } from "./trade-in-questions";

/** The fields of each step after the lead capture, as the step forms render them. */
const list = (values: readonly (string | number)[]) => values.map((v) => ({ value: String(v), label: String(v) }));

export const LOOKUP_FIELDS: FieldSpec[] = [
  {
    kind: "text",
    name: "rego",
    label: "Registration (number plate)",
    required: true,
    maxLength: 12,
    autoComplete: "off",
  },
  {
    kind: "select",
    name: "regoState",
    label: "State or territory",
    required: true,
    options: list(PLATE_STATES),
    placeholder: "Choose a state",
  },
];

/** The pick lists, one more at each round: year and make, then model, then badge. */
export function pickFields(
  currentYear: number,
  lists: { makes: string[]; models: string[]; badges: string[] },
  stage: "make" | "model" | "badge",
): FieldSpec[] {
  const years = Array.from({ length: currentYear + 1 - OLDEST_YEAR + 1 }, (_, i) => currentYear + 1 - i);
  const fields: FieldSpec[] = [
    { kind: "select", name: "year", label: "Year", required: true, options: list(years), placeholder: "Choose" },
    { kind: "select", name: "make", label: "Make", required: true, options: list(lists.makes), placeholder: "Choose" },
  ];
  if (stage !== "make")
    fields.push({
      kind: "select",
      name: "model",
      label: "Model",
      required: true,
      options: list(lists.models),
      placeholder: "Choose",
    });
  if (stage === "badge")
    fields.push({
      kind: "select",
      name: "badge",
      label: "Badge (optional)",
      required: false,
      options: list(lists.badges),
      placeholder: "Not sure",
    });
  return fields;
}

export const ANSWER_FIELDS: FieldSpec[] = [
  {
    kind: "text",
    name: "kms",
    label: "Kilometres on the odometer",
    required: true,
    inputMode: "numeric",
    maxLength: 9,
    autoComplete: "off",
  },
  ...QUESTIONS.map((q): FieldSpec => ({
    kind: "radio",
    name: q.name,
    label: q.label,
    required: true,
    options: questionOptions(q.name),
  })),
];
