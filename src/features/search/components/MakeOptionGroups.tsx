import type { makeDropdownGroups } from "@/features/search/make-groups";

/** A make dropdown's options after its placeholder: the most stocked makes first, then every make A to Z. */
export function MakeOptionGroups({ groups }: { groups: ReturnType<typeof makeDropdownGroups> }) {
  return (
    <>
      <optgroup label="Popular Makes">
        {groups.popular.map((m) => (
          <option key={`p-${m}`} value={m}>
            {m}
          </option>
        ))}
      </optgroup>
      <optgroup label="All Makes">
        {groups.all.map((m) => (
          <option key={`a-${m}`} value={m}>
            {m}
          </option>
        ))}
      </optgroup>
    </>
  );
}
