import type { Metadata } from "next";
import type { ReactNode } from "react";
import { MARK_SCRIPTED } from "@/platform/http/mark-scripted";
import "./globals.css";

export const metadata: Metadata = { title: "Forecourt" };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The script changes <html>'s class before React hydrates it (the one expected difference); the policy allows it
    // by its hash (mark-scripted.ts).
    <html lang="en-AU" suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: MARK_SCRIPTED }} />
      </head>
      <body className="min-h-screen bg-white text-gray-900 antialiased">{children}</body>
    </html>
  );
}
