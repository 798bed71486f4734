import type { Metadata } from "next";
import { FinancePage, type FinancePageProps } from "@/features/finance/components/FinancePage";

export const metadata: Metadata = { title: "Finance" };

export default function Page(props: FinancePageProps) {
  return <FinancePage route="/apply-for-finance" {...props} />;
}
