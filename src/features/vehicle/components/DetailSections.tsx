import {
  allSpecifications,
  commentsPreview,
  FEATURES_INITIAL,
  initialAndRest,
  KEY_INFO_INITIAL,
  keyInformation,
} from "@/features/vehicle/detail-rules";
import type { VehicleView } from "@/features/vehicle/vehicle-view-model";
import { Reveal } from "./Reveal";
import { VehicleFacts } from "./VehicleFacts";

const Grid = ({ items }: { items: { label: string; value: string }[] }) => (
  <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
    {items.map((i) => (
      <div key={i.label} className="rounded bg-surface p-3">
        <dt className="text-xs text-gray-700">{i.label}</dt>
        <dd className="font-semibold">{i.value}</dd>
      </div>
    ))}
  </dl>
);

/** Key information, Car Summary, All Specifications, features and Our Comments. */
export function DetailSections({ view }: { view: VehicleView }) {
  const { car } = view;
  const key = initialAndRest(keyInformation(car), KEY_INFO_INITIAL);
  const features = initialAndRest(car.standardEquipment, FEATURES_INITIAL);
  const specs = allSpecifications(car.variant);
  const comments = commentsPreview(car.dealerComments);
  return (
    <>
      <section aria-labelledby="key-information" className="mt-8">
        <h2 id="key-information" className="text-2xl font-bold">
          Key information
        </h2>
        <div className="mt-3">
          <Grid items={key.shown} />
        </div>
        {key.rest.length > 0 ? (
          <Reveal more="Show More" less="Show Less">
            <Grid items={key.rest} />
          </Reveal>
        ) : null}
      </section>
      <section aria-labelledby="car-summary" className="mt-8">
        <h2 id="car-summary" className="text-2xl font-bold">
          Car Summary
        </h2>
        <VehicleFacts rows={view.facts} />
        {car.standardEquipment.length > 0 ? (
          <>
            <h3 className="mt-6 text-lg font-semibold">Features</h3>
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              {features.shown.map((f) => (
                <li key={f}>✓ {f}</li>
              ))}
            </ul>
            {features.rest.length > 0 ? (
              <Reveal more="Show All" less="Hide">
                <ul className="grid gap-1 sm:grid-cols-2">
                  {features.rest.map((f) => (
                    <li key={f}>✓ {f}</li>
                  ))}
                </ul>
              </Reveal>
            ) : null}
          </>
        ) : null}
      </section>
      {specs.length > 0 ? (
        <section aria-labelledby="all-specifications" className="mt-8">
          <h2 id="all-specifications" className="text-2xl font-bold">
            All Specifications
          </h2>
          <div className="mt-3 grid gap-6 sm:grid-cols-2">
            {specs.map((group) => (
              <div key={group.heading}>
                <h3 className="font-semibold">{group.heading}</h3>
                <dl className="mt-1">
                  {group.items.map((i) => (
                    <div key={i.label} className="flex justify-between gap-4 border-b border-gray-100 py-1">
                      <dt className="text-gray-700">{i.label}</dt>
                      <dd className="font-medium">{i.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
        </section>
      ) : null}
      <section aria-labelledby="our-comments" className="mt-8">
        <h2 id="our-comments" className="text-2xl font-bold">
          Our Comments
        </h2>
        {comments.truncated ? (
          <>
            <p className="comments-preview mt-2 whitespace-pre-line">{comments.preview}</p>
            <Reveal more="Show more" less="Show less">
              <p className="whitespace-pre-line">{comments.full}</p>
            </Reveal>
          </>
        ) : (
          <p className="mt-2 whitespace-pre-line">{comments.full}</p>
        )}
      </section>
    </>
  );
}
