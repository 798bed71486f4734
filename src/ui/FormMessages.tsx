/** The form-wide error a server action returns (a failure not tied to one field), announced as an alert. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 font-semibold text-red-800">
      {message}
    </p>
  );
}

/** Every field error in one alert at the top of the form, so a screen reader hears them all after a submit. */
export function ErrorSummary({ errors }: { errors: Record<string, string | undefined> }) {
  return (
    <div role="alert" className="text-red-800">
      <p className="font-semibold">Please fix the following errors:</p>
      <ul className="mt-1 list-disc pl-6">
        {Object.entries(errors).map(([field, message]) => (
          <li key={field}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** One field's error; its id `<name>-error` is what the field's aria-describedby points at. */
export function FieldError({ name, error }: { name: string; error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  );
}
