import type { Metadata } from "next";
import { imageUrl, isPipelineSource } from "@/features/images/image-url";
import { notFound } from "next/navigation";
import { reserveOffer } from "@/features/vehicle/vehicle-rules";
import { certifiedBadge } from "@/features/vehicle/certified-programme";
import { arrivingSoonNotice } from "@/features/vehicle/arriving-soon";
import { CertifiedBadge } from "@/features/vehicle/components/CertifiedBadge";
import { DetailAccordions } from "@/features/vehicle/components/DetailAccordions";
import { DetailSections } from "@/features/vehicle/components/DetailSections";
import { GlanceIcons } from "@/features/vehicle/components/GlanceIcons";
import { FinanceCalculator } from "@/features/finance/components/FinanceCalculator";
import { FinanceEstimateBox } from "@/features/finance/components/FinanceEstimateBox";
import { FinanceLine } from "@/features/finance/components/FinanceLine";
import { defaultInput } from "@/features/finance/calculator";
import { siteFinanceEstimate } from "@/features/finance/site-estimate";
import { ShareRow } from "@/features/vehicle/components/ShareRow";
import { FirstScreenSummary } from "@/features/vehicle/components/FirstScreenSummary";
import { StickyActionBar } from "@/features/vehicle/components/StickyActionBar";
import { UsedCarBenefits } from "@/features/vehicle/components/UsedCarBenefits";
import { VehicleGallery } from "@/features/vehicle/components/VehicleGallery";
import { ActionButtons, VehicleSidebar } from "@/features/vehicle/components/VehicleSidebar";
import { sidebarButtons, sidebarSite } from "@/features/vehicle/sidebar-buttons";
import { firstScreenAction } from "@/features/vehicle/first-screen";
import { formatKm } from "@/features/vehicle/vehicle-display";
import { JsonLd } from "@/features/findability/components/JsonLd";
import { breadcrumbJsonLd } from "@/features/findability/structured-data";
import { vehicleSteps } from "@/features/findability/breadcrumb-steps";
import { vehicleViewJsonLd } from "@/features/findability/vehicle-page-json-ld";
import { vehicleView } from "@/features/vehicle/vehicle-view-model";
import { vehicleBySlug } from "@/features/vehicle/vehicles.server";
import { requireSite } from "@/platform/site/current-site.server";
import { siteOrigin } from "@/platform/site/site-origin";
import { SimilarCarForm, VehicleLeadForms } from "@/features/leads/components/VehicleLeadForms";
import { CompareControl } from "@/features/compare/components/CompareControl";
import { WatchlistToggle } from "@/features/watchlist/components/WatchlistToggle";
import { SimilarCars } from "@/features/search/components/SimilarCars";
import { PriceHistoryNotes, PriceHistoryTable } from "@/features/price-history";
import { carPriceHistory } from "@/features/price-history/index.server";

// What changes with the clock alone (a hold running out, a sold car's last days) shows within five minutes.
export const revalidate = 300;

/** Cached per site and car on first visit, none at build time (docs/adr/0008). */
export function generateStaticParams() {
  return [];
}

type Props = { params: Promise<{ site: string; slug: string }> };

async function load(params: Props["params"]) {
  const site = await requireSite(params);
  const found = await vehicleBySlug(site, (await params).slug);
  // The site's own origin, not the request's: the page is cached for everyone (docs/adr/0008).
  const origin = siteOrigin(site.config, null);
  return { site, found, origin };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, found, origin } = await load(params);
  if (!found) return { title: "Vehicle not found" };
  const { title, description, car, url } = vehicleView(found, site.config, origin);
  // Link previews get the pipeline's 1280-wide JPEG (crawlers ask for no AVIF or WebP), not a feed's full photo.
  const image =
    car.primaryImageUrl && origin && isPipelineSource(car.primaryImageUrl)
      ? [{ url: `${origin}${imageUrl(car.primaryImageUrl, 1280)}`, width: 1280, height: 853, alt: title }]
      : undefined;
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: "website",
      title,
      description,
      siteName: site.config.name,
      url: origin ? url : undefined,
      images: image,
    },
    twitter: { card: "summary_large_image", title, description, images: image?.map((i) => i.url) },
  };
}

/** /cars/{slug}: the vehicle detail page. */
export default async function VehiclePage({ params }: Props) {
  const { site, found, origin } = await load(params);
  if (!found) notFound();
  const { location, dealerGroup } = found;
  const { config } = site;
  const view = vehicleView(found, config, origin);
  const { car, title, phone, available } = view;
  if (!phone) console.warn(`no phone number to call for ${car.slug} on ${config.slug}`); // a missing number is logged, the page still shows
  const certified = certifiedBadge(car);
  const photoNotice = arrivingSoonNotice(car, config.stock.arrivingSoonNotice);
  const jsonLd = vehicleViewJsonLd(view, found, origin, config);
  const breadcrumbs = breadcrumbJsonLd(origin ?? "", vehicleSteps(config.stock.listingPath, title, view.path));
  const estimate = siteFinanceEstimate(config, { ...car, dealerGroup });
  const { calculator } = config.finance;
  const buttons = sidebarButtons(car, sidebarSite(config, phone));
  const quickActions = buttons.filter((b) => b.id === "enquire" || b.id === "call" || b.id === "reserve");
  const history = await carPriceHistory({ id: car.id, createdAt: car.createdAt, available }, config);
  return (
    <article data-car-id={car.id} className="mx-auto max-w-7xl px-4 py-6 pb-24">
      <JsonLd data={jsonLd} />
      <JsonLd data={breadcrumbs} />
      <nav aria-label="Breadcrumb" className="text-sm text-gray-700">
        <a className="underline" href="/">
          Home
        </a>{" "}
        /{" "}
        <a className="underline" href={config.stock.listingPath}>
          Stock
        </a>{" "}
        / <span aria-current="page">{title}</span>
      </nav>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <GlanceIcons
        items={[
          { kind: "km", text: car.itemType === "caravan" ? null : formatKm(car.km) },
          { kind: "transmission", text: car.simpleTransmission },
          { kind: "body", text: car.simpleBody },
        ]}
      />
      {certified ? (
        <div className="mt-3">
          <CertifiedBadge badge={certified} />
        </div>
      ) : null}
      <CompareControl config={config} slug={car.slug} title={title} className="mt-3" />
      {/* One column below 1024 px that never grows past the page for the phone gallery's wide strip of pictures. */}
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[1fr_22rem]">
        <div>
          <VehicleGallery images={car.images} />
          {/* A phone's first screen: price, finance line and primary action right under the gallery. */}
          <FirstScreenSummary
            price={view.price.price}
            priceType={view.price.priceType}
            finance={estimate && available ? <FinanceLine estimate={estimate} detailsHref="#finance-estimate" /> : null}
            action={firstScreenAction(buttons)}
          />
          {photoNotice ? (
            <p className="mt-3 rounded-lg bg-surface p-4 text-lg font-semibold" data-testid="photo-notice">
              {photoNotice}
            </p>
          ) : null}
          {car.carType === "used" ? <UsedCarBenefits benefits={config.vehiclePage.usedCarBenefits} /> : null}
          <DetailSections view={view} />
          <PriceHistoryTable rows={history.rows} />
          <DetailAccordions
            config={config}
            reservable={available && reserveOffer(car, config.features.reserveButton) === "reserve"}
            certified={certified !== null}
          />
          <VehicleLeadForms site={site} shown={found} />
          {config.features.finance && available ? (
            <div className="mt-8">
              <FinanceCalculator
                initial={defaultInput({
                  price: car.price,
                  defaultInterestRate: calculator.defaultInterestRate,
                  establishmentFee: calculator.establishmentFee,
                })}
                bounds={{ price: calculator.purchasePrice, interest: calculator.interestRate }}
                quickPicks={calculator.quickPicks}
                disclaimer={config.legal.financeDisclaimer}
              />
            </div>
          ) : null}
          <ShareRow siteUrl={origin} path={view.path} title={title} hideTwitter={config.features.hideTwitterShare} />
        </div>
        <div className="space-y-4">
          <WatchlistToggle car={car} features={config.features} />
          <VehicleSidebar
            car={car}
            config={config}
            siteId={site.id}
            phone={phone}
            location={location}
            priceNotes={<PriceHistoryNotes dropLine={history.dropLine} listedLine={history.listedLine} />}
            soldForm={
              available ? null : (
                <>
                  <SimilarCars site={site} car={car} variant="list" />
                  <SimilarCarForm site={site} shown={found} />
                </>
              )
            }
          />
          {estimate && available ? (
            <FinanceEstimateBox
              estimate={estimate}
              fallbackDisclaimer={config.legal.financeDisclaimer}
              calculatorHref="#finance-calculator"
            />
          ) : null}
        </div>
      </div>
      {available ? <SimilarCars site={site} car={car} variant="strip" /> : null}
      {available && quickActions.length > 0 ? (
        <StickyActionBar>
          <span className="mr-2 font-bold" data-testid="sticky-bar-price">
            {view.price.price}
          </span>
          <ActionButtons buttons={quickActions} compact />
        </StickyActionBar>
      ) : null}
    </article>
  );
}
