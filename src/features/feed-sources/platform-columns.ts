import { exportColumns } from "@/features/vehicle";

/** The platform's stock columns a mapping may feed: every column of the stock import's CSV. */
export const PLATFORM_COLUMNS: readonly string[] = exportColumns({
  showComplianceDate: true,
  showInteriorColour: true,
});
