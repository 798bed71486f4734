import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { NONCE_HEADER } from "@/platform/http/request-rules";
import "./globals.css";

/** Marks the page as scripted before the first paint (see the `js:` variant in globals.css). */
const MARK_SCRIPTED = 'document.documentElement.classList.add("js")';

export const metadata: Metadata = { title: "Forecourt" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  // The page's Content-Security-Policy allows an inline script only with this request's nonce (src/proxy.ts).
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    // The script changes <html>'s class before React hydrates it: the one expected difference.
    <html lang="en-AU" suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: MARK_SCRIPTED }} />
      </head>
      <body className="min-h-screen bg-white text-gray-900 antialiased">{children}</body>
    </html>
  );
}
