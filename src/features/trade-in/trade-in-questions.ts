import { CONDITION_FACTORS, type Answers } from "./valuation";
import { wholeNumber } from "@/ui/whole-number";

/**
 * The adjustment questions (the flow's third step) as the shopper reads them, in the order asked. Each answer
 * moves the offer by its factor in CONDITION_FACTORS; the answers are stored and sent to the dealer as
 * the lead's adjustmentAnswers under these labels.
 */
export const QUESTIONS: { name: keyof Answers; label: string; hint?: string }[] = [
  { name: "body", label: "Condition of the body and paint" },
  { name: "interior", label: "Condition of the interior" },
  { name: "tyres", label: "Tyres" },
  { name: "windscreen", label: "Windscreen" },
  { name: "accidentDamage", label: "Has the car had accident damage?" },
  { name: "serviceHistory", label: "Service history" },
  {
    name: "financeOwing",
    label: "Is there finance owing on the car?",
    hint: "Finance owing does not change the offer: the dealer pays it out from it.",
  },
  { name: "modifications", label: "Has the car been modified?" },
  { name: "keys", label: "Number of keys" },
];

/** An answer's options, as stored (lower case) and as shown (first letter capitalised). */
export function questionOptions(name: keyof Answers): { value: string; label: string }[] {
  return Object.keys(CONDITION_FACTORS[name]).map((value) => ({
    value,
    label: value.charAt(0).toUpperCase() + value.slice(1),
  }));
}

/** The answers as the dealer reads them: question label -> answer label, kilometres first. */
export function answersForDealer(km: number, answers: Answers): Record<string, string> {
  const out: Record<string, string> = { Kilometres: wholeNumber(km) };
  for (const q of QUESTIONS) {
    const value = answers[q.name] as string;
    out[q.label] = questionOptions(q.name).find((o) => o.value === value)?.label ?? value;
  }
  return out;
}
