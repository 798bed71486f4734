/** A location's one-line address as shoppers read it: "120 Quayside Drive, Fremantle WA 6160". */
export function formatAddress(place: { street: string; city: string; state: string; postcode: string }): string {
  return `${place.street}, ${place.city} ${place.state.toUpperCase()} ${place.postcode}`;
}
