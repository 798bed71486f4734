import { locations } from "@/platform/db/schema";

/** Where a location stands, as columns to select: its street address and its point on the map. */
export const locationAddressColumns = {
  street: locations.street,
  city: locations.city,
  state: locations.state,
  postcode: locations.postcode,
  lat: locations.lat,
  lng: locations.lng,
};
