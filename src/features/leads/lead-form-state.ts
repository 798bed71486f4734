/** What a lead form shows after a submission (shared by the server action and the form component). */
export interface LeadFormState {
  /** idle; invalid (field errors); failed (a form error); step (the multi-step form moved on); sent (JavaScript navigates). */
  status: "idle" | "invalid" | "failed" | "step" | "sent";
  step: number;
  errors: Record<string, string>;
  formError: string | null;
  /** The fields as sent, so a page rendered without JavaScript shows them again. */
  values: Record<string, string>;
  /** Where to go after success (the browser with JavaScript navigates itself). */
  redirectTo: string | null;
  /** Increments on every answer, so the form re-mounts with the returned values. */
  attempt: number;
}

/** A form's text fields as name -> value (the last value of a name wins, as on the server). */
export function formValues(data: FormData): Record<string, string> {
  return Object.fromEntries(
    [...data.entries()].filter(([key, value]) => typeof value === "string" && !key.startsWith("$ACTION")),
  ) as Record<string, string>;
}

export const INITIAL_LEAD_FORM_STATE: LeadFormState = {
  status: "idle",
  step: 0,
  errors: {},
  formError: null,
  values: {},
  redirectTo: null,
  attempt: 0,
};

export type FieldOption = { value: string; label: string };
export type FieldSpec =
  | {
      kind: "text";
      name: string;
      label: string;
      required: boolean;
      type?: "text" | "email" | "tel";
      autoComplete?: string;
      inputMode?: "numeric" | "decimal" | "tel" | "email";
      maxLength?: number;
      hint?: string;
      prefix?: string;
    }
  | { kind: "textarea"; name: string; label: string; required: boolean; maxLength?: number }
  | { kind: "select"; name: string; label: string; required: boolean; options: FieldOption[]; placeholder: string }
  | { kind: "radio"; name: string; label: string; required: boolean; options: FieldOption[]; defaultValue?: string }
  | { kind: "checkbox"; name: string; label: string; defaultChecked: boolean }
  | { kind: "terms"; name: "terms_conditions" }
  | { kind: "disclaimer-terms"; name: "terms_agreed"; text: string };
