import { sampleVehicle } from "@/features/vehicle/testing/sample-vehicle";
import type { VehicleRow } from "@/features/vehicle";
import type { FeedCar, FeedSite } from "@/features/feeds/feed-car";

export const SAMPLE_SITE: FeedSite = { name: "Harbour Toyota", origin: "https://harbour-toyota.example" };

/** The sample car as the feeds read it: at Harbour Toyota Fremantle. */
export function sampleFeedCar(over: Partial<VehicleRow> = {}, entry: Partial<Omit<FeedCar, "car">> = {}): FeedCar {
  return {
    car: sampleVehicle(over),
    dealershipSlug: "harbour-toyota",
    dealershipName: "Harbour Toyota",
    location: {
      slug: "fremantle",
      name: "Harbour Toyota Fremantle",
      street: "12 Marine Terrace",
      city: "Fremantle",
      state: "wa",
      postcode: "6160",
      lat: -32.056,
      lng: 115.745,
    },
    ...entry,
  };
}
