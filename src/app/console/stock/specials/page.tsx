import type { Metadata } from "next";
import { ScopeSpecialsPage } from "@/features/stock-specials/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Specials" };

export default async function ScopeSpecialsRoute() {
  return <ScopeSpecialsPage />;
}
