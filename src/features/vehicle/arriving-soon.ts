import { isDrawnPicture } from "@/features/images";

/** The words one dealer shows for a car on its way without photos. */
const ARRIVING_SOON_NOTICE = "Arriving soon, please enquire for photos";

/**
 * The notice a coming-soon car shows in place of photos, where the site asks for it (stock.arrivingSoonNotice): only a
 * car whose status is coming_soon and that has no photo (no picture at all, or only the drawing the platform makes
 * from its body and colour when its feed sends none). Null otherwise: a car with photos shows them without a notice.
 */
export function arrivingSoonNotice(
  car: { status: string; primaryImageUrl: string | null },
  siteShowsNotice: boolean,
): string | null {
  if (!siteShowsNotice || car.status !== "coming_soon") return null;
  const hasPhoto = car.primaryImageUrl !== null && !isDrawnPicture(car.primaryImageUrl);
  return hasPhoto ? null : ARRIVING_SOON_NOTICE;
}
