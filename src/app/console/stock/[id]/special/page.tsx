import type { Metadata } from "next";
import { CarSpecialsPage } from "@/features/stock-specials/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Specials" };

type Search = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

export default async function CarSpecialRoute(props: {
  params: Promise<{ id: string }>;
  searchParams: Promise<Search>;
}) {
  const s = await props.searchParams;
  return (
    <CarSpecialsPage
      id={(await props.params).id}
      search={{
        invalid: one(s.invalid),
        saved: one(s.saved),
        price: one(s.price),
        wasPrice: one(s.wasPrice),
        startsAt: one(s.startsAt),
        endsAt: one(s.endsAt),
      }}
    />
  );
}
