/** The way on to every current offer, under an offer or a strip of them. */
export function AllOffersLink() {
  return (
    <p className="mt-6">
      <a className="font-semibold text-accent underline" href="/special-offers">
        All special offers
      </a>
    </p>
  );
}
