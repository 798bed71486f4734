import type { Metadata } from "next";
import { PersonalisedFinancePage } from "@/screens/personalised-finance/PersonalisedFinancePage";
import { requireSite } from "@/platform/site/current-site.server";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Your personalised repayments", robots: { index: false } };

/** /personalised/finance?car_id={id} (a slug is sent on to the id): indicative repayments (personalisedFinance.enabled). */
export default async function Page(props: {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const site = await requireSite(props.params);
  const carId = (await props.searchParams).car_id;
  return <PersonalisedFinancePage site={site} carId={typeof carId === "string" ? carId : undefined} />;
}
