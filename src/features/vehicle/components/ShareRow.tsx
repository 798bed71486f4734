"use client";

import { useEffect, useRef, useState } from "react";
import { COPY_NOTICE_MS, COPY_TOAST_MS, SHARE_WINDOW } from "@/features/vehicle/detail-rules";
import { copyToast, shareLinks } from "@/features/vehicle/share-links";
import { toast } from "@/ui/toast-store";

/**
 * Share row: Facebook, Twitter/X (unless the site hides it), WhatsApp, e-mail, SMS, and copy link.
 * Social links open a 550x400 window; copying shows 'Copied' for 1.5 s and a toast for 3 s (the page's one
 * toast store, rendered by the site layout's Toaster).
 */
export function ShareRow({
  siteUrl,
  path,
  title,
  hideTwitter,
}: {
  siteUrl: string | null;
  path: string;
  title: string;
  hideTwitter: boolean;
}) {
  const [copied, setCopied] = useState(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  const links = shareLinks({ siteUrl, path, title, hideTwitter });
  if (links.length === 0) return null;
  const url = `${siteUrl}${path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      toast({ description: copyToast(title), duration: COPY_TOAST_MS });
      timers.current.push(setTimeout(() => setCopied(false), COPY_NOTICE_MS));
    } catch (err) {
      console.error("copy failed:", (err as Error).message);
    }
  };
  const popup = (e: React.MouseEvent<HTMLAnchorElement>, href: string, network: string) => {
    if (network === "email" || network === "sms") return; // the device's own apps handle these
    e.preventDefault();
    window.open(href, "share", `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},noopener`);
  };
  return (
    <div className="mt-6">
      <h2 className="text-sm font-semibold">Share this vehicle</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.network}>
            <a
              href={l.href}
              onClick={(e) => popup(e, l.href, l.network)}
              className="rounded border border-gray-400 px-3 py-1 text-sm"
              rel="noopener"
              {...(l.network === "email" || l.network === "sms" ? {} : { target: "_blank" })}
            >
              {l.label}
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={copy} className="rounded border border-gray-400 px-3 py-1 text-sm">
            {copied ? "Copied" : "Copy link"}
          </button>
        </li>
      </ul>
    </div>
  );
}
