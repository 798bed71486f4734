import { NO_RESULTS_ACTION } from "../../search/card-rules";
import { soldMessage } from "../detail-rules";

/** In place of the action buttons for a car that is no longer available. */
export function SoldPanel({ itemType, similarHref }: { itemType: "car" | "motorcycle" | "caravan"; similarHref: string }) {
  return (
    <div role="status" className="rounded-lg border-2 border-red-700 p-4">
      <p className="text-lg font-bold text-red-800">SOLD</p>
      <p className="mt-1">{soldMessage(itemType)}</p>
      <a href={similarHref} className="mt-3 inline-block rounded bg-primary px-4 py-2 font-semibold text-on-primary">{NO_RESULTS_ACTION}</a>
    </div>
  );
}
