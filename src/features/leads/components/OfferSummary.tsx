import { PipelineImage } from "@/features/images";

/** The make-an-offer header: the car's image, title, price and price type, and a line of details. */
export function OfferSummary({
  headingId,
  image,
  title,
  price,
  priceType,
  details,
}: {
  headingId: string;
  image: string | null;
  title: string;
  price: string;
  priceType: string | null;
  details: string;
}) {
  return (
    <div className="flex gap-4">
      {image ? (
        <PipelineImage
          src={image}
          alt=""
          width={160}
          height={107}
          displayWidth={160}
          sizes="160px"
          className="h-[107px] w-40 shrink-0 rounded object-cover"
        />
      ) : null}
      <div>
        <h2 id={headingId} className="text-xl font-bold">
          Make an offer: {title}
        </h2>
        <p className="mt-1 text-lg font-semibold">
          {price}
          {priceType ? <span className="ml-1 text-sm font-normal">{priceType}</span> : null}
        </p>
        <p className="text-sm text-gray-700">{details}</p>
      </div>
    </div>
  );
}
