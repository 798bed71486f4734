import { responseLabel, responseState } from "@/features/leads";

/** A list row's first-response clock: "Overdue by ..." stands out, the time left or the response time does not. */
export function ResponseCell({
  row,
}: {
  row: { createdAt: Date; responseDueAt: Date | null; firstContactedAt: Date | null; status: string };
}) {
  const state = responseState(row, new Date());
  // A lead closed without a contact (lost, sold) is no longer waiting for one.
  const waiting = state.kind !== "answered" && row.status !== "new" ? null : responseLabel(state);
  return (
    <td className="py-2 pr-4">
      {state.kind === "overdue" && waiting ? (
        <strong className="text-red-800">{waiting}</strong>
      ) : (
        (waiting ?? <span className="text-gray-700">None</span>)
      )}
    </td>
  );
}
