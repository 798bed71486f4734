"use client";
import { useActionState } from "react";
import { Field } from "@/ui/Field";
import { FieldError, FormError } from "@/ui/FormMessages";
import { CONTROL } from "@/ui/form-control";
import type { InvitablePlace } from "@/features/staff/security-rules";
import { inviteMember, type InviteState } from "@/features/staff/team-actions.server";

const INITIAL: InviteState = { values: {}, places: [], errors: {}, invited: null };

const ROLE_OPTIONS = [
  ["sales", "Sales: leads, reservations and trade-ins where they work"],
  ["service", "Service: service and parts leads where they work"],
  ["marketing", "Marketing: the sites' content"],
  ["manager", "Manager: everything where they work"],
  ["owner", "Owner: the group's people and every site"],
] as const;

/** Invites a person by e-mail: their name, role and where they work. Each wrong field is named beside it. */
export function InviteForm({ places }: { places: Omit<InvitablePlace, "scope">[] }) {
  const [state, action, pending] = useActionState(inviteMember, INITIAL);
  const { errors, values } = state;
  return (
    <form action={action} noValidate className="mt-4 space-y-4">
      {state.invited && (
        <p role="status" className="rounded border border-green-700 bg-green-50 p-3 text-green-900">
          Invitation e-mailed to {state.invited}.
        </p>
      )}
      <FormError message={errors.form} />
      <Field
        name="email"
        label="E-mail"
        type="email"
        autoComplete="off"
        inputMode="email"
        defaultValue={values.email}
        error={errors.email}
      />
      <Field name="name" label="Name" autoComplete="off" defaultValue={values.name} error={errors.name} />
      <div>
        <label htmlFor="role" className="block font-semibold">
          Role
        </label>
        <select
          id="role"
          name="role"
          defaultValue={values.role ?? "sales"}
          aria-invalid={errors.role ? true : undefined}
          aria-describedby={errors.role ? "role-error" : undefined}
          className={CONTROL}
        >
          {ROLE_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <FieldError name="role" error={errors.role} />
      </div>
      <fieldset aria-describedby={errors.places ? "places-error" : undefined}>
        <legend className="font-semibold">Works at</legend>
        <p className="text-sm text-gray-700">An owner works at every site and needs none.</p>
        {places.map((place) => (
          <label key={place.value} className="mt-1 flex items-center gap-2">
            <input
              type="checkbox"
              name="place"
              value={place.value}
              defaultChecked={state.places.includes(place.value)}
            />
            {place.label}
          </label>
        ))}
        <FieldError name="places" error={errors.places} />
      </fieldset>
      <button
        type="submit"
        disabled={pending}
        className="rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700"
      >
        Send invitation
      </button>
    </form>
  );
}
