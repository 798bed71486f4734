import { Field } from "@/ui/Field";
import type { LeadFilterOptions } from "@/features/lead-desk/lead-filter-options.db";
import type { LeadListField } from "@/features/lead-desk/lead-list-query";
import { Choice } from "@/ui/Choice";

/** The list's filters of the dealer's work: where the lead is for, who has it, its car, and overdue leads only. */
export function LeadWorkFilters({
  values,
  error,
  options,
}: {
  values: Partial<Record<LeadListField, string>>;
  error: (field: LeadListField) => string | undefined;
  options: LeadFilterOptions;
}) {
  return (
    <>
      <Choice
        name="dealership"
        label="Dealership"
        value={values.dealership ?? ""}
        options={options.dealerships}
        error={error("dealership")}
      />
      <Choice
        name="location"
        label="Location"
        value={values.location ?? ""}
        options={options.locations}
        error={error("location")}
      />
      <Choice
        name="assignee"
        label="Assigned to"
        value={values.assignee ?? ""}
        options={[{ value: "unassigned", label: "Nobody yet" }, { value: "mine", label: "Me" }, ...options.staff]}
        error={error("assignee")}
      />
      <Field
        name="car"
        label="Car"
        hint="Stock number, or make and model"
        defaultValue={values.car}
        error={error("car")}
      />
      <div>
        <label className="mt-7 inline-flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            name="overdue"
            value="1"
            defaultChecked={values.overdue === "1"}
            aria-invalid={error("overdue") ? true : undefined}
            aria-describedby={error("overdue") ? "overdue-error" : undefined}
          />
          Overdue only
        </label>
        {error("overdue") && (
          <p id="overdue-error" className="mt-1 text-sm font-semibold text-red-700">
            {error("overdue")}
          </p>
        )}
      </div>
    </>
  );
}
