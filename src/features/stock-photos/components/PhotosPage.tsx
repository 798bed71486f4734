import { notFound } from "next/navigation";
import { getDb } from "@/platform/db/db.server";
import { photoOutcome } from "@/features/stock-photos/photo-messages";
import { photoChangeForm, uploadPhotoForm } from "@/features/stock-photos/stock-photos-actions.server";
import { carPhotos, type CarPhotos, type PhotoDeskMember } from "@/features/stock-photos/stock-photos.db";
import { PhotoDragList } from "./PhotoDragList";

const BUTTON =
  "rounded border border-gray-600 bg-white px-3 py-1 text-sm font-semibold text-gray-900 hover:bg-gray-100";

/**
 * A car's photos page: every photo (the feed's and the uploaded) in the order shoppers see them, each with its own
 * form buttons (so it all works without JS and by keyboard), a drag list over them, and the upload form.
 */
export async function PhotosPage({ who, id, outcome }: { who: PhotoDeskMember; id: string; outcome: unknown }) {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) notFound();
  const car = await carPhotos(await getDb(), who, Number(id));
  if (!car) notFound();
  const said = photoOutcome(outcome);
  const uploadError = said && !said.ok && said.name !== "no-such-photo" ? said.message : undefined;
  return (
    <main className="mx-auto max-w-4xl p-4">
      <p>
        <a href={`/stock/${car.id}`} className="underline">
          {car.title} ({car.stocknum})
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-bold">Photos</h1>
      <div role="status" aria-live="polite" className="mt-2">
        {said && (
          <p className={said.ok ? "font-semibold text-green-800" : "font-semibold text-red-700"}>{said.message}</p>
        )}
      </div>
      {/* Keyed by the server's order: after any change the list starts again from what is stored (a drag list's own
          order would otherwise outlive a removal or a move made by its buttons). */}
      <PhotoDragList
        key={car.photos.map((photo) => photo.image_key).join(" ")}
        carId={car.id}
        items={car.photos.map((photo, i) => ({
          key: photo.image_key,
          node: <PhotoRow car={car} photo={photo} at={i} />,
        }))}
      />
      <form action={uploadPhotoForm} className="mt-6 rounded border border-gray-300 bg-white p-4" noValidate>
        <input type="hidden" name="carId" value={car.id} />
        <h2 className="text-lg font-semibold">Upload a photo</h2>
        <label htmlFor="photo" className="mt-2 block font-semibold">
          Photo (JPEG, PNG, WebP or HEIC, up to 20 MB)
        </label>
        <input
          id="photo"
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
          aria-describedby={uploadError ? "photo-error" : undefined}
          aria-invalid={uploadError ? true : undefined}
          className="mt-1 block"
        />
        {uploadError && (
          <p id="photo-error" className="mt-1 text-sm font-semibold text-red-700">
            {uploadError}
          </p>
        )}
        <button type="submit" className="mt-3 rounded bg-gray-900 px-4 py-2 font-semibold text-white hover:bg-gray-700">
          Upload
        </button>
      </form>
    </main>
  );
}

function PhotoRow({ car, photo, at }: { car: CarPhotos; photo: CarPhotos["photos"][number]; at: number }) {
  const button = (change: string, label: string, name: string) => (
    <form action={photoChangeForm}>
      <input type="hidden" name="carId" value={car.id} />
      <input type="hidden" name="change" value={`${change}:${photo.image_key}`} />
      <button type="submit" className={BUTTON} aria-label={`${label}: ${name}`}>
        {label}
      </button>
    </form>
  );
  const name = `photo ${at + 1}`;
  return (
    <div id={`photo-${photo.image_key}`} className="flex flex-wrap items-center gap-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- the console's own thumbnail route, already resized */}
      <img
        src={`/stock/${car.id}/photos/thumb/${encodeURIComponent(photo.image_key)}`}
        alt={photo.alt}
        width={160}
        height={Math.round((160 * photo.height) / Math.max(photo.width, 1)) || 120}
        className={photo.hidden ? "w-40 opacity-40" : "w-40"}
      />
      <div>
        <p className="font-semibold">
          Photo {at + 1}
          {photo.main && " · Main photo"}
          {photo.hidden && " · Hidden"}
          {photo.uploaded ? " · Uploaded" : " · From the feed"}
        </p>
        <div role="group" aria-label={`Arrange ${name}`} className="mt-2 flex flex-wrap gap-2">
          {at > 0 && button("up", "Move up", name)}
          {at < car.photos.length - 1 && button("down", "Move down", name)}
          {!photo.main && button("main", "Make main", name)}
          {photo.hidden ? button("show", "Show", name) : button("hide", "Hide", name)}
          {photo.uploaded && button("remove", "Remove", name)}
        </div>
      </div>
    </div>
  );
}
