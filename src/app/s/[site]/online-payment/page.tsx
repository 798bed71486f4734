import type { Metadata } from "next";
import { OnlinePaymentPage } from "@/screens/online-payment/OnlinePaymentPage";
import { requireSite } from "@/platform/site/current-site.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Pay online", robots: { index: false } };

/** /online-payment: pay the dealer against an invoice or order (sites with onlinePayment.enabled). */
export default async function Page(props: {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const site = await requireSite(props.params);
  const cancelled = (await props.searchParams).cancelled !== undefined;
  return <OnlinePaymentPage site={site} cancelled={cancelled} />;
}
