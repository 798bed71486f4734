import type { SpecialHours } from "@/domain/location-types";

/** One date's special hours at the test dealer's service centre: a closed holiday unless `s` says otherwise. */
export const specialHours = (s: Partial<SpecialHours> & Pick<SpecialHours, "date" | "department">): SpecialHours => ({
  status: "Closed",
  start_hour: null,
  end_hour: null,
  location_name: "Harbour Toyota Service Centre",
  label: "Holiday",
  ...s,
});
