/** Shapes of a location's nested detail, stored as typed JSON. */

/** One weekday's hours. weekday: 0 Sunday .. 6 Saturday. Times are "HH:MM" in the site's time zone. */
export interface OpeningHour {
  weekday: number;
  status: "Open" | "Closed";
  /** Shown as written, e.g. "8:00 am - 5:30 pm" or "By Appointment Only" (the spec's spelling of the key). */
  formated_hours: string;
  open: string | null;
  close: string | null;
  /** Which department these hours are for. */
  department: "sales" | "service" | "parts";
  /**
   * By appointment on alternate weeks only: two-week cycles counted from
   * the week of 14 June 2025, that week included; closed on the other weeks.
   */
  alternate?: true;
}

/** Holiday or special hours for one date ("YYYY-MM-DD", in the site's time zone). */
export interface SpecialHours {
  status: "Open" | "Closed";
  date: string;
  start_hour: string | null;
  end_hour: string | null;
  department: "all" | "sales" | "service" | "parts";
  location_name: string;
  /** Why, e.g. "Christmas Day". */
  label: string;
}

export interface Review {
  author: string;
  rating: number;
  title: string;
  text: string;
  date: string;
}

/** The location block filters; a block may also name one location. */
export const LOCATION_FILTERS = ["primary", "sales", "service", "parts", "service-and-parts", "all"] as const;
export type LocationFilter = (typeof LOCATION_FILTERS)[number];

/** Where a location stands: its street address and its point on the map. */
export interface LocationAddress {
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
}
