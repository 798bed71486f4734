import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DealerDecisionPage } from "@/screens/reserve/DealerDecisionPage";
import { requireSite } from "@/platform/site/current-site.server";
import { parseRowId } from "@/domain/row-id";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Reservation: the dealer's decision",
  robots: { index: false },
  referrer: "no-referrer",
};

export default async function Page(props: {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const site = await requireSite(props.params);
  const id = parseRowId((await props.params).id);
  if (id === null) notFound();
  return <DealerDecisionPage site={site} id={id} query={await props.searchParams} />;
}
