import type { HTMLInputTypeAttribute } from "react";
import { CONTROL } from "./form-control";
import { FieldError } from "./FormMessages";

/** A labelled text field with its hint and error tied to it for screen readers. */
export function Field(props: {
  name: string;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: "numeric" | "tel" | "email" | "text";
  defaultValue?: string;
  error?: string;
  hint?: string;
  min?: string;
  max?: string;
}) {
  const described = [props.error ? `${props.name}-error` : null, props.hint ? `${props.name}-hint` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={props.name} className="block font-semibold">
        {props.label}
      </label>
      <input
        id={props.name}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        defaultValue={props.defaultValue}
        min={props.min}
        max={props.max}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described || undefined}
        className={CONTROL}
      />
      {props.hint ? (
        <p id={`${props.name}-hint`} className="mt-1 text-sm text-gray-700">
          {props.hint}
        </p>
      ) : null}
      <FieldError name={props.name} error={props.error} />
    </div>
  );
}
