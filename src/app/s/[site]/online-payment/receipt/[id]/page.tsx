import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OnlinePaymentReceipt } from "@/features/online-payment/components/OnlinePaymentReceipt";
import { requireSite } from "@/platform/site/current-site.server";
import { parseRowId } from "@/domain/row-id";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Payment receipt", robots: { index: false }, referrer: "no-referrer" };

export default async function Page(props: {
  params: Promise<{ site: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const site = await requireSite(props.params);
  if (!site.config.onlinePayment.enabled) notFound();
  const id = parseRowId((await props.params).id);
  const key = (await props.searchParams).key;
  if (id === null || typeof key !== "string") notFound();
  return <OnlinePaymentReceipt site={site} id={id} paymentKey={key} />;
}
