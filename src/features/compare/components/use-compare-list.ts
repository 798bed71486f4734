import { useMemo, useSyncExternalStore } from "react";
import { parseStoredCompare } from "@/features/compare/compare-list";
import { onCompareChange, readCompareJson } from "@/features/compare/client/compare-storage";

const nothingStored = () => null;

/**
 * The device's compare list, the same in every toggle and the bar of a page. The server's HTML (and hydration) shows
 * no car chosen; the stored list takes over as the page's script runs. The snapshot is the stored text, which is
 * stable between changes, and is parsed once per change.
 */
export function useCompareList(): string[] {
  const json = useSyncExternalStore(onCompareChange, readCompareJson, nothingStored);
  return useMemo(() => parseStoredCompare(json), [json]);
}
