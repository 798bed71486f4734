import "server-only";
import { pipelineImage } from "@/features/images/index.server";
import { requireStaff } from "@/features/staff/index.server";
import { getDb } from "@/platform/db/db.server";
import { currentSite } from "@/platform/site/current-site.server";
import { carPhotos } from "./stock-photos.db";

const TYPES = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg", png: "image/png" } as const;
const NOT_FOUND = () => new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * A car's photo as the console's photos page shows it (the console's pages may show only their own host's pictures):
 * through the car's site's image pipeline at thumbnail width, for a member who may see the car. Anything else is 404.
 */
export async function photoThumbnail(id: string, key: string, accept: string | null): Promise<Response> {
  const staff = await requireStaff();
  const membership = staff.memberships[0];
  if (!membership || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) return NOT_FOUND();
  const car = await carPhotos(await getDb(), { userId: staff.userId, member: membership.member }, Number(id));
  const photo = car?.photos.find((p) => p.image_key === key);
  const site = car && (await currentSite(car.siteSlug));
  if (!photo || !site) return NOT_FOUND();
  const answer = await pipelineImage(site, new URLSearchParams({ src: photo.url, w: "320", q: "75" }), accept);
  if (!answer.ok) return NOT_FOUND();
  return new Response(new Uint8Array(answer.bytes), {
    headers: { "Content-Type": TYPES[answer.format], "Cache-Control": "private, max-age=3600", Vary: "Accept" },
  });
}
