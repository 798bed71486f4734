import type { Metadata } from "next";
import { deskPlace } from "@/features/lead-desk";
import { StockList } from "@/features/stock-desk/index.server";
import { requireStaff } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Stock" };

export default async function StockPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const place = deskPlace(await requireStaff());
  if (!place) return <NoStockDesk />;
  return <StockList place={place} query={await searchParams} />;
}

function NoStockDesk() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-2xl font-bold">Stock</h1>
      <p className="mt-2">You are not a member of any dealer group yet.</p>
    </main>
  );
}
