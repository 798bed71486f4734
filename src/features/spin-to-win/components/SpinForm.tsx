"use client";
import { useActionState } from "react";
import { Field } from "@/ui/Field";
import { FieldError, FormError } from "@/ui/FormMessages";
import { SUBMIT_BUTTON } from "@/ui/form-control";
import { spinTheWheel } from "@/features/spin-to-win/spin-actions.server";
import { IDLE_SPIN } from "@/features/spin-to-win/spin-form";

/**
 * The spin: the winner's name, an optional e-mail and the promotion's terms, then one button. A plain form post
 * (works without JavaScript); the server draws the prize and the page that follows announces it.
 */
export function SpinForm({ prefillName }: { prefillName?: string }) {
  const [state, action, pending] = useActionState(spinTheWheel, IDLE_SPIN);
  return (
    <form action={action} noValidate className="mt-4 space-y-4" aria-busy={pending}>
      <FormError message={state.formError} />
      <Field
        name="name"
        label="Your name"
        autoComplete="name"
        defaultValue={state.values.name ?? prefillName}
        error={state.errors.name}
      />
      <Field
        name="email"
        label="E-mail (optional)"
        type="email"
        autoComplete="email"
        defaultValue={state.values.email}
        error={state.errors.email}
        hint="For the dealer to reach you about your prize."
      />
      <div>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            name="terms"
            value="yes"
            className="mt-1 h-5 w-5"
            aria-invalid={state.errors.terms ? true : undefined}
            aria-describedby={state.errors.terms ? "terms-error" : undefined}
          />
          <span>I agree to the terms of the promotion below.</span>
        </label>
        <FieldError name="terms" error={state.errors.terms} />
      </div>
      <button type="submit" disabled={pending} className={SUBMIT_BUTTON}>
        {pending ? "Spinning…" : "Spin the wheel"}
      </button>
    </form>
  );
}
