"use client";

import { useState } from "react";
import { telHref } from "@/ui/tel-href";

interface Props {
  /** Already masked on the server: the full number never reaches the page until revealed. */
  masked: string;
  carId: number;
  dealershipId: number;
  websiteId: number;
}

/**
 * The dealer's number, masked (first 5 characters kept) until the shopper asks; the reveal is recorded
 * (car_id, dealership_id, website_id) and then offers tel: and sms: links. Errors are logged only.
 */
export function PhoneReveal({ masked, carId, dealershipId, websiteId }: Props) {
  const [phone, setPhone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const reveal = async () => {
    setBusy(true);
    try {
      const response = await fetch("/api/phone-reveal", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ car_id: carId, dealership_id: dealershipId, website_id: websiteId }),
      });
      const body = (await response.json()) as { phone?: string; error?: { message: string } };
      if (!response.ok || !body.phone) throw new Error(body.error?.message ?? `status ${response.status}`);
      setPhone(body.phone);
    } catch (err) {
      console.error("phone reveal failed:", (err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  if (phone) {
    const tel = telHref(phone) ?? "";
    return (
      <p className="flex flex-wrap items-center gap-3" data-testid="revealed-phone">
        <a href={tel} className="text-lg font-bold underline">
          {phone}
        </a>
        <a href={tel.replace(/^tel:/, "sms:")} className="text-sm underline">
          Send a text
        </a>
      </p>
    );
  }
  return (
    <button
      type="button"
      onClick={reveal}
      disabled={busy}
      className="rounded border border-gray-400 px-4 py-2 font-semibold"
    >
      <span aria-hidden="true">{masked}</span> Reveal phone number
    </button>
  );
}
