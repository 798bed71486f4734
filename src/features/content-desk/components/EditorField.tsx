import type { ReactNode } from "react";
import { FieldError } from "@/ui/FormMessages";

/** The look of an editor's text input, select or textarea. */
export const FIELD_INPUT = "mt-1 w-full rounded border border-gray-500 bg-white px-2 py-1";

/** What a field's control carries so that its error and hint are read with it. */
interface FieldControl {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

/**
 * One field of a content desk editor: its label, its control (an input, select or textarea the editor draws with the
 * attributes given), its own hint below it, and its error (FieldError, `{id}-error`). The control is described by its
 * error first, then its hint: its own, or one several fields share (`sharedHint`, the id of a hint shown elsewhere).
 */
export function EditorField(props: {
  id: string;
  label: ReactNode;
  error?: string | null;
  hint?: string;
  sharedHint?: string;
  className?: string;
  children: (control: FieldControl) => ReactNode;
}) {
  const { id, error, hint } = props;
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, props.sharedHint ?? null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={props.className}>
      <label htmlFor={id} className="block text-sm font-semibold">
        {props.label}
      </label>
      {props.children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          {hint}
        </p>
      )}
      <FieldError name={id} error={error} />
    </div>
  );
}
