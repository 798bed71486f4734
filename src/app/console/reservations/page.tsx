import type { Metadata } from "next";
import { deskPlace, deskTimeZone } from "@/features/lead-desk";
import { ReservationList } from "@/features/reservation-desk/index.server";
import { requireStaff } from "@/features/staff/index.server";
import { siteConfig } from "@/platform/site/site-registry.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Reservations" };

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const place = deskPlace(await requireStaff());
  if (!place)
    return (
      <main className="mx-auto max-w-3xl p-8">
        <h1 className="text-2xl font-bold">Reservations</h1>
        <p className="mt-2">You are not a member of any dealer group yet.</p>
      </main>
    );
  const timeZone = deskTimeZone(place.sites.map((site) => siteConfig(site.slug)?.timeZone));
  return <ReservationList place={place} query={await searchParams} timeZone={timeZone} />;
}
