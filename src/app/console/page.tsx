import type { Metadata } from "next";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Dealer console" };

export default function ConsoleHome() {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">Dealer console</h1>
      <p className="mt-4">Staff of a dealer group sign in here to manage their sites.</p>
    </main>
  );
}
