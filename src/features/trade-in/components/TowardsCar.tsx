import { reducedPrice } from "@/features/trade-in/trade-in-flow";
import { formatMoney } from "@/features/vehicle";

/** Trading in towards a stock car: its price, the offer, and reducedPrice (price minus offer). */
export function TowardsCar({
  car,
  offerPrice,
}: {
  car: { slug: string; title: string; price: number };
  offerPrice: number | null;
}) {
  return (
    <aside aria-labelledby="towards-car" className="rounded-lg bg-surface p-4">
      <h2 id="towards-car" className="font-bold">
        Trading in towards the{" "}
        <a className="underline" href={`/cars/${car.slug}`}>
          {car.title}
        </a>
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt>Price</dt>
        <dd data-testid="towards-price">{formatMoney(car.price)}</dd>
        {offerPrice !== null ? (
          <>
            <dt>Your trade-in offer</dt>
            <dd>− {formatMoney(offerPrice)}</dd>
            <dt className="font-bold">You pay</dt>
            <dd className="font-bold" data-testid="reduced-price">
              {formatMoney(reducedPrice(car.price, offerPrice))}
            </dd>
          </>
        ) : null}
      </dl>
    </aside>
  );
}
