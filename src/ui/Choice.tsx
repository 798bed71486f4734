import { FieldError } from "./FormMessages";
const SELECT = "mt-1 w-full max-w-md rounded border border-gray-500 bg-white px-3 py-2 text-lg";

/** A labelled choice with its error tied to it, as the platform's Field does for text. */
export function Choice(props: {
  name: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error?: string;
  /** The empty choice's words ("All" for a filter); none when a value must be chosen. */
  any?: string | null;
}) {
  const any = props.any === undefined ? "All" : props.any;
  return (
    <div>
      <label htmlFor={props.name} className="block font-semibold">
        {props.label}
      </label>
      <select
        id={props.name}
        name={props.name}
        defaultValue={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.name}-error` : undefined}
        className={SELECT}
      >
        {any !== null && <option value="">{any}</option>}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError name={props.name} error={props.error} />
    </div>
  );
}
