"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { accountWatchlist } from "@/features/watchlist/client/account-watchlist";
import { useScripted } from "@/ui/use-scripted";

/** Remove on the watchlist page: the same call and toast as the toggle, then the list is read again. */
export function RemoveSavedCar({ car }: { car: { id: number; name: string } }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const scripted = useScripted();
  return (
    <button
      type="button"
      disabled={busy || !scripted}
      aria-busy={busy}
      aria-label={`Remove: ${car.name}`}
      onClick={async () => {
        setBusy(true);
        if (await accountWatchlist.setSaved(car, false)) router.refresh();
        setBusy(false);
      }}
      className="rounded border border-gray-400 px-3 py-1 text-sm font-semibold"
    >
      Remove
    </button>
  );
}
