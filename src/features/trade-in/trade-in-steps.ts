import { z } from "zod";
import { PLATE_STATES, isPlausiblePlate, normalisePlate } from "@/platform/plate-lookup/plate-lookup";
import { CONDITION_FACTORS, type Answers } from "./valuation";
import { QUESTIONS } from "./trade-in-questions";

/**
 * Each step's fields after the first (the first is the valuation lead form): every message names its
 * field, and a step that fails changes nothing.
 */

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${message} (at most ${max} characters)`);

export const lookupSchema = z.object({
  rego: z
    .string({ error: "Please enter the registration" })
    .transform(normalisePlate)
    .refine(isPlausiblePlate, "Please enter the registration as it is on the plate (2 to 9 letters and numbers)"),
  regoState: z.enum(PLATE_STATES, { error: "Please choose the state the car is registered in" }),
});

/** The oldest car the lists offer: older cars are appraised by the dealer anyway. */
export const OLDEST_YEAR = 1980;

function pickYearSchema(currentYear: number) {
  return z.coerce
    .number({ error: "Please choose the year" })
    .int("Please choose the year")
    .min(OLDEST_YEAR, "Please choose the year from the list")
    .max(currentYear + 1, "Please choose the year from the list");
}

export const pickSchema = (currentYear: number) =>
  z.object({
    year: pickYearSchema(currentYear),
    make: requiredText("Please choose the make", 60),
    model: requiredText("Please choose the model", 60).optional(),
    badge: z.string().trim().max(60, "Please choose the badge from the list").optional(),
  });

const answerSchema = (name: keyof Answers, label: string) =>
  z.enum(Object.keys(CONDITION_FACTORS[name]) as [string, ...string[]], {
    error: `Please answer: ${label}`,
  });

export const answersSchema = z.object({
  kms: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/[\s,]/g, "") : v),
    z.coerce
      .number({ error: "Please enter the kilometres on the odometer" })
      .int("Please enter the kilometres as a whole number")
      .min(0, "Please enter the kilometres on the odometer")
      .max(2_000_000, "Please enter the kilometres on the odometer"),
  ),
  ...Object.fromEntries(QUESTIONS.map((q) => [q.name, answerSchema(q.name, q.label)])),
}) as unknown as z.ZodType<{ kms: number } & Answers>;
