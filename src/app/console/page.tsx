import type { Metadata } from "next";
import { ConsoleHome, requireStaff } from "@/features/staff/index.server";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Home" };

export default async function ConsoleHomePage({
  searchParams,
}: {
  searchParams: Promise<{ group?: string | string[] }>;
}) {
  const refused = (await searchParams).group === "unknown";
  return <ConsoleHome staff={await requireStaff()} groupRefused={refused} />;
}
