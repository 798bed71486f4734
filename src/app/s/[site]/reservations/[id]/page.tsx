import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ReservationPage } from "@/features/reserve/components/ReservationPage";
import { requireSite } from "@/platform/site/current-site.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your reservation", robots: { index: false }, referrer: "no-referrer" };

export default async function Page(props: {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const site = await requireSite(props.params);
  const { id } = await props.params;
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  return <ReservationPage site={site} id={Number(id)} query={await props.searchParams} />;
}
