"use client";
import { useActionState, type ReactNode } from "react";
import { Field } from "@/ui/Field";
import { FieldError, FormError } from "@/ui/FormMessages";
import { SUBMIT_BUTTON } from "@/ui/form-control";
import type { NameFormState } from "@/features/saved-searches/saved-search-actions.server";
import { NAME_MAX_LENGTH } from "@/features/saved-searches/saved-search-rules";

/**
 * A saved search's name form (saving a search, or renaming one): a server action through useActionState, so it
 * works without JavaScript, with the name's message under the field. `hidden` carries what the action acts on.
 */
export function NameForm(props: {
  action: (state: NameFormState, formData: FormData) => Promise<NameFormState>;
  hidden: Record<string, string>;
  name: string;
  submit: string;
  /** What the page shows once saved (the action's answer), instead of the form. */
  saved?: (name: string) => ReactNode;
}) {
  const [state, action, pending] = useActionState(props.action, {
    status: "idle",
    errors: {},
    formError: null,
    name: props.name,
  });
  if (state.status === "saved" && props.saved) return <>{props.saved(state.name)}</>;
  return (
    <form action={action} noValidate className="mt-4 space-y-4" aria-busy={pending}>
      <FormError message={state.formError} />
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FieldError name="search" error={state.errors.search} />
      <Field
        name="name"
        label="Name"
        autoComplete="off"
        defaultValue={state.name}
        error={state.errors.name}
        hint={`Up to ${NAME_MAX_LENGTH} characters, e.g. “Family SUV under $40k”.`}
      />
      <button type="submit" className={SUBMIT_BUTTON} disabled={pending}>
        {props.submit}
      </button>
    </form>
  );
}
