import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DemoPaymentPage } from "@/features/reserve/components/DemoPaymentPage";
import { requireSite } from "@/platform/site/current-site.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Pay the deposit (demo)",
  robots: { index: false },
  referrer: "no-referrer",
};

export default async function Page(props: { params: Promise<{ site: string; id: string }> }) {
  const site = await requireSite(props.params);
  const { id } = await props.params;
  if (!/^demo_[A-Za-z0-9_-]{8,64}$/.test(id)) notFound();
  return <DemoPaymentPage site={site} paymentId={id} />;
}
