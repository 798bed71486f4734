import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DemoPaymentPage } from "@/screens/reserve/DemoPaymentPage";
import { isOnlinePaymentOf, OnlineDemoPaymentPage } from "@/screens/online-payment/OnlineDemoPaymentPage";
import { requireSite } from "@/platform/site/current-site.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

const DEMO_ID = /^demo_[A-Za-z0-9_-]{8,64}$/;

export async function generateMetadata(props: { params: Promise<{ site: string; id: string }> }): Promise<Metadata> {
  const site = await requireSite(props.params);
  const { id } = await props.params;
  const online = DEMO_ID.test(id) && (await isOnlinePaymentOf(site, id));
  return {
    title: online ? "Pay online (demo)" : "Pay the deposit (demo)",
    robots: { index: false },
    referrer: "no-referrer",
  };
}

/** The demo provider's page: a reservation's deposit, or an online payment (charged at once). */
export default async function Page(props: { params: Promise<{ site: string; id: string }> }) {
  const site = await requireSite(props.params);
  const { id } = await props.params;
  if (!DEMO_ID.test(id)) notFound();
  if (await isOnlinePaymentOf(site, id)) return <OnlineDemoPaymentPage paymentId={id} />;
  return <DemoPaymentPage site={site} paymentId={id} />;
}
