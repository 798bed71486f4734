import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { currentShopper } from "@/features/accounts/shopper-session.server";
import { signInPath } from "@/features/accounts/sign-in-url";
import { DeviceFavouritesList } from "@/features/watchlist/components/DeviceFavouritesList";
import { SavedCarList } from "@/features/watchlist/components/SavedCarList";
import { WATCHLIST_PATH, watchlistMode } from "@/features/watchlist/watchlist-rules";
import { shoppersSavedCars } from "@/features/watchlist/watchlist.server";
import { requireSite } from "@/platform/site/current-site.server";

export const metadata: Metadata = { title: "Your watchlist", robots: { index: false } };
// The shopper's own list: read per request, never cached.
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ site: string }> };

/**
 * /watchlist, where the toasts' View List leads. A site with accounts
 * lists the signed-in shopper's saved cars (the page checks the session itself: without one, sign-in
 * brings the shopper back here); a site that keeps favourites on the device lists them in the browser.
 */
export default async function WatchlistPage({ params }: Props) {
  const site = await requireSite(params);
  const { config } = site;
  const mode = watchlistMode(config.features);
  if (!mode) notFound();
  let list;
  if (mode === "device") {
    list = <DeviceFavouritesList searchPath={config.stock.listingPath} />;
  } else {
    const shopper = await currentShopper(site);
    if (!shopper) redirect(signInPath({ type: "watchlist", redirect: WATCHLIST_PATH, back: "/" }));
    const cars = await shoppersSavedCars(site, shopper);
    list = <SavedCarList cars={cars} noPriceText={config.stock.noPriceText} searchPath={config.stock.listingPath} />;
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">Your watchlist</h1>
      <div className="mt-6">{list}</div>
    </div>
  );
}
