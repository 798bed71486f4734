import type { CurrentSite } from "@/platform/site/current-site.server";
import { locationReviewLinks } from "@/features/locations/index.server";
import {
  BAD_EXPERIENCE_PATH,
  reviewFeedbackNames,
  reviewLink,
  thankedDealership,
} from "@/features/content/review-feedback";

/**
 * The review feedback block: thanks the customer by name and dealership (from the
 * query string, with the spec's defaults) and offers two ways on: the review page of the dealership it thanks (hidden
 * when it has none) and the customer feedback survey.
 */
export async function ReviewFeedbackBlock({
  site,
  query,
}: {
  site: CurrentSite;
  query: Readonly<Record<string, string | string[] | undefined>>;
}) {
  const { firstName, dealershipName } = reviewFeedbackNames(query);
  const review = reviewLink(await locationReviewLinks(site), thankedDealership(query));
  return (
    <section aria-labelledby="review-feedback-heading" className="mt-8 rounded-lg bg-surface p-6 text-center">
      <h2 id="review-feedback-heading" className="text-2xl font-bold">
        We&apos;d love to hear your feedback!
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-lg">
        Thank you, {firstName}, for choosing {dealershipName}. How was your experience with us?
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        {review ? (
          <a
            href={review}
            rel="noopener noreferrer"
            className="rounded bg-primary px-5 py-3 font-semibold text-on-primary"
          >
            I had a great experience
          </a>
        ) : null}
        <a href={BAD_EXPERIENCE_PATH} className="rounded border-2 border-primary px-5 py-3 font-semibold text-primary">
          I had a bad experience
        </a>
      </div>
    </section>
  );
}
