import "server-only";
import { notFound } from "next/navigation";
import { deskPlace, deskTimeZone } from "@/features/lead-desk";
import { roleMay } from "@/features/staff";
import { requireStaff } from "@/features/staff/index.server";
import { getDb } from "@/platform/db/db.server";
import { siteConfig } from "@/platform/site/site-registry.server";
import { SpecialScreen, type SpecialScreenProps } from "./components/SpecialScreen";
import { SpecialsList } from "./components/SpecialsList";
import { carSpecials, scopeSpecials, specialCar } from "./specials.db";

const ID = /^[1-9]\d{0,9}$/;

/** /stock/[id]/special: a car the member may read in their scope, else 404 (never 403), as the lead desk answers. */
export async function CarSpecialsPage(props: { id: string; search: SpecialScreenProps["search"] }) {
  const place = deskPlace(await requireStaff());
  if (!place || !ID.test(props.id) || Number(props.id) > 2 ** 31 - 1) notFound();
  const db = await getDb();
  const car = await specialCar(db, place, Number(props.id), "read");
  if (!car) notFound();
  const canUpdate = (await specialCar(db, place, car.id, "update")) !== null;
  return (
    <SpecialScreen
      car={car}
      specials={await carSpecials(db, car.id)}
      timeZone={siteConfig(car.siteSlug)?.timeZone ?? "Australia/Sydney"}
      canUpdate={canUpdate}
      now={new Date()}
      search={props.search}
    />
  );
}

/** /stock/specials: the upcoming and running specials of the cars the member may read. */
export async function ScopeSpecialsPage() {
  const place = deskPlace(await requireStaff());
  if (!place || !roleMay(place.member.role, "stock", "read")) notFound();
  const now = new Date();
  const rows = await scopeSpecials(
    await getDb(),
    place,
    place.sites.map((s) => s.id),
    now,
  );
  const timeZone = deskTimeZone(place.sites.map((s) => siteConfig(s.slug)?.timeZone));
  return <SpecialsList rows={rows} timeZone={timeZone} now={now} />;
}
