import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DeliveryBanner } from "@/features/lead-desk/index.server";
import { ConsoleHeader, currentStaff } from "@/features/staff/index.server";

/*
 * The dealer console, served only on CONSOLE_HOST (src/proxy/console-host.ts). Its own layout: nothing here or below
 * is imported by a shopper's route, so none of it reaches a shopper page's scripts. Every page under it is rendered
 * per request (`dynamic = "force-dynamic"`), never from the page cache. A signed-in member gets the console's header;
 * the sign-in pages have none.
 */

export const metadata: Metadata = {
  title: { default: "Dealer console", template: "%s | Dealer console" },
  robots: { index: false, follow: false },
};

export const dynamic = "force-dynamic";

export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const staff = await currentStaff();
  return (
    <div className="min-h-screen bg-gray-50">
      {staff && <ConsoleHeader staff={staff} />}
      <DeliveryBanner />
      {children}
    </div>
  );
}
