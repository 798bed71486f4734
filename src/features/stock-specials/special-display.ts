import { specialPhase, SPECIAL_FIELD_MESSAGES, type SpecialField } from "./special-rules";

/** Dollars as the console shows them. */
export function dollars(n: number): string {
  return `$${n.toLocaleString("en-AU")}`;
}

/** A moment as the console shows it, in the site's time zone with its short name. */
export function consoleMoment(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-AU", {
    timeZone,
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(at);
}

/** What a refused form is told: one line per bad field, or why the special as a whole was refused. */
export function specialFormProblems(invalid: string | undefined): string[] {
  if (!invalid) return [];
  return invalid.split(",").flatMap((f) => {
    if (f === "overlap") return ["Dates: this car already has a special in that time. Cancel it or pick other dates."];
    const message = SPECIAL_FIELD_MESSAGES[f as SpecialField];
    return message ? [message] : [];
  });
}

export { specialPhase };
