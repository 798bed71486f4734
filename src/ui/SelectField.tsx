import { CONTROL } from "./form-control";
import { FieldError } from "./FormMessages";

/** A labelled select with its error tied to it for screen readers; options are [value, label] pairs. */
export function SelectField(props: {
  name: string;
  label: string;
  options: [string, string][];
  value: string;
  error?: string;
  /** An empty first option (e.g. "Choose…"), for a choice the visitor must make. */
  placeholder?: string;
}) {
  return (
    <div>
      <label htmlFor={props.name} className="block font-semibold">
        {props.label}
      </label>
      {/* Keyed by its value: React applies a select's defaultValue only when it mounts, and resets the form after
          each answer, so a choice would otherwise be lost when another field needs correcting. */}
      <select
        key={props.value}
        id={props.name}
        name={props.name}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.name}-error` : undefined}
        className={CONTROL}
      >
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <FieldError name={props.name} error={props.error} />
    </div>
  );
}
