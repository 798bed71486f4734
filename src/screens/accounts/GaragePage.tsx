import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/platform/db/db.server";
import { requireSite } from "@/platform/site/current-site.server";
import { garagePaths } from "@/features/accounts/gated-routes";
import { groupActivity } from "@/features/accounts/garage-activity";
import { shopperLeads } from "@/features/accounts/garage.db";
import { localMobile } from "@/features/accounts/mobile-number";
import { requireShopper } from "@/features/accounts/shopper-session.server";
import { vehicleTitle } from "@/features/vehicle";
import { SavedCarList } from "@/features/watchlist/components/SavedCarList";
import { shoppersSavedCars } from "@/features/watchlist/watchlist.server";
import { GarageReservations } from "@/features/reserve/components/GarageReservations";
import { GarageSpinPrizes } from "@/features/spin-to-win/components/GarageSpinPrizes";
import { GarageFinanceQuotes } from "@/features/personalised-finance/components/GarageFinanceQuotes";
import { AccountActions } from "@/features/accounts/components/AccountActions";
import { GarageLeadList } from "@/features/accounts/components/GarageLeadList";
import { GarageSavedSearches } from "@/features/saved-searches";
import { garageSavedSearches } from "@/features/saved-searches/index.server";
import { GarageAlerts, shoppersSentAlerts } from "@/features/alerts/index.server";

export interface GaragePageProps {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/**
 * The shopper's garage (always gated): saved cars, enquiries, test drives,
 * trade-in valuations and the account's actions. Served at the garage paths the site has; elsewhere the site's 404.
 */
async function GaragePage({ path, params, searchParams }: GaragePageProps & { path: string }) {
  const site = await requireSite(params);
  if (!garagePaths(site.config).includes(path)) notFound();
  const shopper = await requireShopper(site, path, "garage");
  const query = await searchParams;
  const db = await getDb();
  const [leads, saved, searches, sent] = await Promise.all([
    shopperLeads(db, site.id, shopper.userId),
    shoppersSavedCars(site, shopper),
    garageSavedSearches(site, shopper.userId),
    shoppersSentAlerts(db, site.id, shopper.userId),
  ]);
  const timeZone = site.config.timeZone;
  const activity = groupActivity(leads);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">My garage</h1>
      <p className="mt-2">Signed in as {localMobile(shopper.phoneNumber)}.</p>
      <section className="mt-8" aria-labelledby="saved-cars-heading">
        <h2 id="saved-cars-heading" className="text-2xl font-bold">
          Saved cars
        </h2>
        <div className="mt-3">
          <SavedCarList
            cars={saved}
            noPriceText={site.config.stock.noPriceText}
            searchPath={site.config.stock.listingPath}
            alerts={(car) => (
              <GarageAlerts
                name={vehicleTitle(car)}
                settings={sent.carSettings.get(car.id) ?? { email: false, emailAddress: null, sms: false }}
                sent={sent.cars.get(car.id)}
                timeZone={timeZone}
                headingLevel={3}
              />
            )}
          />
        </div>
      </section>
      <GarageSavedSearches
        searches={searches}
        notice={typeof query["saved-search"] === "string" ? query["saved-search"] : undefined}
        searchPath={site.config.stock.listingPath}
        alerts={(search) => (
          <GarageAlerts
            name={search.name}
            settings={search.alerts}
            sent={sent.searches.get(search.id)}
            timeZone={timeZone}
            headingLevel={4}
          />
        )}
      />
      {site.config.features.reserveButton || site.config.features.onlinePurchase ? (
        <GarageReservations site={site} userId={shopper.userId} back={path} />
      ) : null}
      <GarageSpinPrizes site={site} phoneNumber={shopper.phoneNumber} />
      <GarageFinanceQuotes
        site={site}
        userId={shopper.userId}
        back={path}
        notice={typeof query.quote === "string" ? query.quote : undefined}
      />
      <GarageLeadList
        heading="Test drives"
        leads={activity.testDrives}
        empty="No test drives booked yet."
        action={{ href: "/book-test-drive", label: "Book a test drive" }}
      />
      <GarageLeadList
        heading="Enquiries"
        leads={activity.enquiries}
        empty="No enquiries sent yet."
        action={{ href: "/contact", label: "Contact us" }}
      />
      <GarageLeadList
        heading="Trade-in valuations"
        leads={activity.valuations}
        empty="No trade-in valuations yet."
        action={site.config.features.tradeIn ? { href: "/trade-in", label: "Value my car" } : null}
      />
      <AccountActions from={path} unconfirmed={query.delete === "unconfirmed"} />
    </div>
  );
}

export const garageMetadata: Metadata = { title: "My garage", robots: { index: false } };

/** The page at one of the spec's garage paths (each route file is this one line). */
export function garageRoute(path: string) {
  return function GarageRoute(props: GaragePageProps) {
    return <GaragePage path={path} {...props} />;
  };
}
