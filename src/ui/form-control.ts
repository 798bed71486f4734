/** The look every text control in a form shares: full width up to a readable measure, large type. */
export const CONTROL = "mt-1 w-full max-w-md rounded border border-gray-500 bg-white px-3 py-2 text-lg";

/** The primary submit button of a form; dimmed while the action is pending. */
export const SUBMIT_BUTTON = "rounded bg-primary px-6 py-3 text-lg font-semibold text-on-primary disabled:opacity-60";

/** Reads a form's last submitted values and errors, so each field is refilled and shows its own error. */
export function formReaders(state: {
  values: Record<string, string | undefined>;
  errors: Record<string, string | undefined>;
}) {
  return {
    value: (name: string, fallback = "") => state.values[name] ?? fallback,
    error: (name: string) => state.errors[name],
  };
}
