import type { FieldOption, FieldSpec } from "@/features/leads/lead-form-state";

/** One field of a lead form: label, control, hint and its own error, wired for screen readers. */
export function LeadFormField({
  spec,
  id,
  value,
  error,
  hidden,
  slotOptions,
}: {
  spec: FieldSpec;
  id: string;
  value: string | undefined;
  error: string | undefined;
  hidden: boolean;
  /** The date-and-time select's options, grouped by day. */
  slotOptions?: { label: string; options: FieldOption[] }[];
}) {
  const control = "mt-1 w-full rounded border border-gray-500 bg-white px-3 py-2";
  const described =
    [error ? `${id}-error` : null, "hint" in spec && spec.hint ? `${id}-hint` : null].filter(Boolean).join(" ") ||
    undefined;
  const errorText = error ? (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      {error}
    </p>
  ) : null;
  const aria = { "aria-invalid": error ? true : undefined, "aria-describedby": described };
  if (spec.kind === "checkbox" || spec.kind === "terms" || spec.kind === "disclaimer-terms") {
    const checked =
      value === undefined ? spec.kind === "checkbox" && spec.defaultChecked : value === "on" || value === "true";
    return (
      <div hidden={hidden} className="@lg:col-span-2">
        {spec.kind === "disclaimer-terms" ? <p className="mb-2 rounded bg-gray-100 p-3 text-sm">{spec.text}</p> : null}
        <div className="flex items-start gap-2">
          <input type="hidden" name={spec.name} value="false" />
          <input id={id} name={spec.name} type="checkbox" defaultChecked={checked} className="mt-1 h-5 w-5" {...aria} />
          <label htmlFor={id} className="text-sm">
            {spec.kind === "terms" ? (
              <>
                I agree to the website{" "}
                <a className="underline" href="/terms-and-conditions">
                  terms of use
                </a>
                , and that my information is handled by the dealer and the manufacturer&apos;s dealer network under the
                dealer{" "}
                <a className="underline" href="/privacy-policy">
                  privacy policy
                </a>
                .
              </>
            ) : spec.kind === "disclaimer-terms" ? (
              "I accept the test drive terms above."
            ) : (
              spec.label
            )}
          </label>
        </div>
        {errorText}
      </div>
    );
  }
  if (spec.kind === "radio") {
    return (
      <fieldset
        id={id}
        tabIndex={-1}
        hidden={hidden}
        className="@lg:col-span-2"
        role="radiogroup"
        aria-required={spec.required || undefined}
        {...aria}
      >
        <legend className="text-sm font-semibold">{spec.label}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {spec.options.map((o) => (
            <label key={o.value} className="flex items-center gap-2">
              <input
                type="radio"
                name={spec.name}
                value={o.value}
                defaultChecked={(value ?? spec.defaultValue) === o.value}
                className="h-5 w-5"
              />
              {o.label}
            </label>
          ))}
        </div>
        {errorText}
      </fieldset>
    );
  }
  // Optional fields say "(optional)" in their label; the rest are required (also announced via aria-required).
  const label = (
    <label htmlFor={id} className="text-sm font-semibold">
      {spec.label}
    </label>
  );
  const wide = spec.kind === "textarea" ? "@lg:col-span-2" : "";
  if (spec.kind === "textarea") {
    return (
      <div hidden={hidden} className={wide}>
        {label}
        <textarea
          id={id}
          name={spec.name}
          rows={4}
          defaultValue={value ?? ""}
          maxLength={spec.maxLength}
          aria-required={spec.required || undefined}
          className={control}
          {...aria}
        />
        {errorText}
      </div>
    );
  }
  if (spec.kind === "select") {
    const groups = slotOptions;
    return (
      <div hidden={hidden}>
        {label}
        <select
          id={id}
          name={spec.name}
          defaultValue={value ?? ""}
          aria-required={spec.required || undefined}
          className={control}
          {...aria}
        >
          <option value="">{spec.placeholder}</option>
          {spec.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {groups?.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {errorText}
      </div>
    );
  }
  return (
    <div hidden={hidden}>
      {label}
      <div className="flex items-center">
        {spec.prefix ? (
          <span aria-hidden="true" className="mr-1 mt-1 font-semibold">
            {spec.prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={spec.name}
          type={spec.type ?? "text"}
          defaultValue={value ?? ""}
          autoComplete={spec.autoComplete}
          inputMode={spec.inputMode}
          maxLength={spec.maxLength}
          aria-required={spec.required || undefined}
          className={control}
          {...aria}
        />
      </div>
      {spec.hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
          {spec.hint}
        </p>
      ) : null}
      {errorText}
    </div>
  );
}
