import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PipelineImage } from "@/features/images/components/PipelineImage";
import { PdfDownloadButton } from "@/features/vehicle/components/PdfDownloadButton";
import { PrintButton } from "@/features/vehicle/components/PrintButton";
import { VehicleFacts } from "@/features/vehicle/components/VehicleFacts";
import { vehicleView } from "@/features/vehicle/vehicle-view-model";
import { vehicleBySlug } from "@/features/vehicle/vehicles.server";
import { requireSite } from "@/platform/site/current-site.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ car_id?: string | string[] }> };

export const metadata: Metadata = { title: "Print vehicle", robots: { index: false } };

/** /print?car_id={slug}: the vehicle laid out for paper, with the PDF download beside it. */
export default async function PrintPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const carId = (await searchParams).car_id;
  const found = typeof carId === "string" ? await vehicleBySlug(site, carId) : null;
  if (!found) notFound();
  const view = vehicleView(found, site.config, null);
  const { car, price, address, phone } = view;
  return (
    <article className="print-page mx-auto max-w-4xl px-4 py-8">
      <div className="no-print mb-6 flex flex-wrap gap-3">
        <PrintButton />
        <PdfDownloadButton slug={car.slug} />
        <a href={`/cars/${car.slug}`} className="rounded border border-gray-400 px-4 py-2 font-semibold">
          Back to the vehicle
        </a>
      </div>
      <h1 className="text-3xl font-bold">{view.title}</h1>
      <p className="mt-2 text-2xl font-bold">
        {price.price} {price.priceType ? <span className="text-base font-normal">{price.priceType}</span> : null}
      </p>
      {car.primaryImageUrl ? (
        <PipelineImage
          src={car.primaryImageUrl}
          alt={car.images[0]?.alt ?? ""}
          width={640}
          height={427}
          sizes="(min-width: 640px) 576px, 100vw"
          priority
          className="mt-4 w-full max-w-xl"
        />
      ) : null}
      <h2 className="mt-6 text-xl font-bold">Vehicle details</h2>
      <VehicleFacts rows={view.facts} />
      {view.features.length > 0 ? (
        <>
          <h2 className="mt-6 text-xl font-bold">Features</h2>
          <ul className="mt-2 columns-2 list-disc pl-5">
            {view.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        </>
      ) : null}
      <h2 className="mt-6 text-xl font-bold">Our Comments</h2>
      <p className="mt-2 whitespace-pre-line">{view.comments}</p>
      <p className="mt-6 font-semibold">{view.dealerName}</p>
      {address ? <p>{address}</p> : null}
      {phone ? <p>Phone {phone}</p> : null}
    </article>
  );
}
