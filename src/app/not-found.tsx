import type { Metadata } from "next";

export const metadata: Metadata = { title: "Site not found" };

/** Unknown hosts and unmatched platform paths. Deliberately names no dealer. */
export default function NotFound() {
  return (
    <main className="mx-auto max-w-xl p-8">
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="mt-4">There is no dealer website at this address. Please check the address you typed.</p>
    </main>
  );
}
