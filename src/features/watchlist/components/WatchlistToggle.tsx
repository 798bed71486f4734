import { vehicleTitle } from "@/features/vehicle";
import { watchlistMode } from "@/features/watchlist/watchlist-rules";
import { SaveToggle } from "./SaveToggle";

/** The save toggle where the site has favourites (in accounts, or on the device), with the car's Favourite entry. */
export function WatchlistToggle({
  car,
  features,
  className,
}: {
  car: {
    id: number;
    slug: string;
    year: number;
    make: string;
    model: string;
    badge: string | null;
    series: string | null;
    status: string;
    primaryImageUrl: string | null;
  };
  features: { favourites: boolean; favouritesOnDevice: boolean };
  className?: string;
}) {
  const mode = watchlistMode(features);
  if (!mode) return null;
  return (
    <SaveToggle
      mode={mode}
      status={car.status}
      className={className}
      car={{
        id: car.id,
        name: vehicleTitle(car),
        slug: car.slug,
        make: car.make,
        model: car.model,
        primary_image_url: car.primaryImageUrl,
      }}
    />
  );
}
