import type { EditState } from "@/features/content-desk/edit-input";

/** A refused save's conflict or problems, announced as one alert at the top of the editor. */
export function EditMessages({ state }: { state: EditState }) {
  if (!state.conflict && !state.problems?.length) return null;
  return (
    <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
      {state.conflict ? (
        <p className="font-semibold">{state.conflict}</p>
      ) : (
        <>
          <p className="font-semibold">Not saved: please fix the following.</p>
          <ul className="mt-1 list-disc pl-6">
            {state.problems!.map((problem) => (
              <li key={problem} className="break-words">
                {problem}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
