import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DeliveryBanner } from "@/features/lead-desk/index.server";

/*
 * The dealer console, served only on CONSOLE_HOST (src/proxy/console-host.ts). Its own layout: nothing here or below
 * is imported by a shopper's route, so none of it reaches a shopper page's scripts. Every page under it is rendered
 * per request (`dynamic = "force-dynamic"`), never from the page cache.
 */

export const metadata: Metadata = {
  title: { default: "Dealer console", template: "%s | Dealer console" },
  robots: { index: false, follow: false },
};

export default function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-gray-50">
      <DeliveryBanner />
      {children}
    </div>
  );
}
