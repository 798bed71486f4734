"use client";
import { useActionState } from "react";
import { editDocumentAction } from "@/features/content-desk/actions.server";
import type { EditState } from "@/features/content-desk/edit-input";
import type { HoursLocation } from "@/features/content-desk/hours-view";
import { EditorField, FIELD_INPUT } from "./EditorField";
import { EditorFrame } from "./EditorFrame";

const DEPARTMENTS = ["all", "sales", "service", "parts"] as const;
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * Each location's weekly hours by department and its special days (holidays), as fields named after where they sit
 * in the dealer document: a problem is shown at its field. One empty row per location adds a special day.
 */
export function HoursEditor(props: {
  site: string;
  locations: HoursLocation[];
  baseVersion: number;
  draftVersion: number;
  canPublish: boolean;
  publishAt: string;
}) {
  const [state, action, pending] = useActionState<EditState, FormData>(editDocumentAction, {});
  const value = (name: string, shown: string) => state.values?.[name] ?? shown;
  const field = (name: string, label: string, shown: string, hint?: string) => (
    <EditorField
      key={name}
      id={name.replace(/[:.]/g, "-")}
      label={label}
      error={state.fields?.[name]}
      sharedHint={hint}
    >
      {(control) => <input {...control} name={name} defaultValue={value(name, shown)} className={FIELD_INPUT} />}
    </EditorField>
  );
  return (
    <EditorFrame
      doc={props}
      kind="hours"
      editor="hours"
      state={state}
      action={action}
      pending={pending}
      idPrefix="hours"
      what="the hours"
      className="mt-4 space-y-6"
    >
      <p id="hours-hint" className="text-sm text-gray-700">
        Hours as &quot;08:00-17:30&quot;, &quot;closed&quot; or &quot;by appointment&quot;; a special day&apos;s date as
        &quot;2026-12-24&quot; for one year or &quot;12-24&quot; for every year.
      </p>
      {props.locations.map((location) => (
        <fieldset key={location.key} className="rounded border border-gray-300 p-3">
          <legend className="px-1 text-lg font-semibold">{location.name}</legend>
          {location.departments.map((department) => (
            <fieldset key={department.name} className="mt-2">
              <legend className="font-semibold">
                {capital(department.name)} hours at {location.name}
              </legend>
              <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {department.days.map(({ day, hours }) =>
                  field(`hours:${location.key}.${department.name}.${day}`, capital(day), hours, "hours-hint"),
                )}
              </div>
            </fieldset>
          ))}
          <fieldset className="mt-4">
            <legend className="font-semibold">Special days at {location.name}</legend>
            <ul className="mt-1 space-y-3">
              {[...location.specials, { date: "", label: "", hours: "", department: "all" }].map((special, row) => {
                const name = (part: string) => `special:${location.key}.${row}.${part}`;
                const isNew = row === location.specials.length;
                const which = isNew ? "New special day" : `Special day ${row + 1}`;
                const departmentId = name("department").replace(/[:.]/g, "-");
                return (
                  <li key={row} className="grid grid-cols-2 gap-2 border-t border-gray-200 pt-2 sm:grid-cols-5">
                    {field(name("date"), `${which}: date`, special.date, "hours-hint")}
                    {field(name("label"), `${which}: name`, special.label)}
                    {field(name("hours"), `${which}: hours`, special.hours, "hours-hint")}
                    <EditorField id={departmentId} label={`${which}: department`}>
                      {(control) => (
                        <select
                          {...control}
                          name={name("department")}
                          defaultValue={value(name("department"), special.department)}
                          className={FIELD_INPUT}
                        >
                          {DEPARTMENTS.map((d) => (
                            <option key={d} value={d}>
                              {d === "all" ? "Every department" : capital(d)}
                            </option>
                          ))}
                        </select>
                      )}
                    </EditorField>
                    {!isNew && (
                      <label className="flex items-center gap-2 self-end pb-1 text-sm">
                        <input type="checkbox" name={name("remove")} className="h-5 w-5" />
                        Remove {special.label || which}
                      </label>
                    )}
                  </li>
                );
              })}
            </ul>
          </fieldset>
        </fieldset>
      ))}
    </EditorFrame>
  );
}
