import type { Metadata } from "next";
import { FinancePage, type FinancePageProps } from "@/screens/finance/FinancePage";

// Reads the request or the shopper: rendered for each request, never cached (docs/adr/0008).
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Finance" };

export default function Page(props: FinancePageProps) {
  return <FinancePage route="/finance" {...props} />;
}
