import { CROP_FOCUSES, previewUrl } from "@/features/content-desk/image-crop";
import { FieldError } from "@/ui/FormMessages";

const INPUT = "mt-1 w-full rounded border border-gray-500 bg-white px-2 py-1";

/**
 * An item's image: the one it has now, a file to upload in its place (JPEG, PNG or WebP, cropped on the server to the
 * size the site shows it at) and which part of the picture the crop keeps. `prefix` is the item's field prefix.
 */
export function ImageUpload(props: {
  site: string;
  prefix: string;
  /** Unique on the page: the start of the fields' ids. */
  idBase: string;
  /** What the image belongs to, for the labels ("Promo card 1"). */
  which: string;
  current: string;
  size: { width: number; height: number };
  error?: string;
}) {
  const id = `${props.idBase}-upload`;
  const preview = previewUrl(props.site, props.current);
  return (
    <div className="grid gap-3 sm:col-span-2 sm:grid-cols-[auto_1fr_1fr] sm:items-start">
      {preview ? (
        // eslint-disable-next-line @next/next/no-img-element -- the console's own image route, already sized
        <img
          src={preview}
          alt={`${props.which} as it is now`}
          width={Math.min(props.size.width, 375)}
          height={Math.round((Math.min(props.size.width, 375) * props.size.height) / props.size.width)}
          className="h-auto max-w-48 rounded border border-gray-300"
        />
      ) : (
        <p className="text-sm text-gray-700">{props.which} has no image of its own.</p>
      )}
      <div>
        <label htmlFor={id} className="block text-sm font-semibold">
          {props.which}: upload a new image
        </label>
        <input
          id={id}
          name={`${props.prefix}.upload`}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={[`${id}-hint`, props.error ? `${id}-error` : null].filter(Boolean).join(" ")}
          className="mt-1 w-full text-sm"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-gray-700">
          JPEG, PNG or WebP, at most 10 MB; cropped to {props.size.width}x{props.size.height} pixels.
        </p>
        <FieldError name={id} error={props.error} />
      </div>
      <div>
        <label htmlFor={`${id}-focus`} className="block text-sm font-semibold">
          {props.which}: part of the image to keep
        </label>
        <select id={`${id}-focus`} name={`${props.prefix}.focus`} defaultValue="centre" className={INPUT}>
          {Object.entries(CROP_FOCUSES).map(([focus, label]) => (
            <option key={focus} value={focus}>
              {label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
