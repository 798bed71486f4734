"use client";

import { useRef } from "react";
import type { CertifiedBadgeView } from "@/features/vehicle/certified-programme";
import { CertifiedLogo } from "./CertifiedLogo";

/**
 * The manufacturer-certified badge (certifiedBadge in certified-programme.ts, as on the car's card): the
 * programme's logo, or a text badge for a make without one; its button opens a dialog of the benefits.
 */
export function CertifiedBadge({ badge: { label, logo } }: { badge: CertifiedBadgeView }) {
  const dialog = useRef<HTMLDialogElement>(null);
  return (
    <>
      {logo ? (
        <button type="button" onClick={() => dialog.current?.showModal()} className="inline-flex rounded-lg">
          <CertifiedLogo logo={logo} />
          <span className="sr-only">: what this means</span>
        </button>
      ) : (
        <button
          type="button"
          onClick={() => dialog.current?.showModal()}
          className="inline-flex items-center gap-2 rounded-full bg-primary px-3 py-1 text-sm font-semibold text-on-primary"
        >
          <span aria-hidden="true">✓</span> {label}
          <span className="sr-only">: what this means</span>
        </button>
      )}
      <dialog
        ref={dialog}
        aria-labelledby="certified-title"
        className="m-auto max-w-md rounded-lg p-6 backdrop:bg-black/50"
      >
        <h2 id="certified-title" className="text-xl font-bold">
          {label}
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          <li>90 point inspection</li>
          <li>1 year roadside assist</li>
          <li>Full service history</li>
        </ul>
        <form method="dialog" className="mt-4 text-right">
          <button className="rounded bg-primary px-4 py-2 font-semibold text-on-primary">Close</button>
        </form>
      </dialog>
    </>
  );
}
