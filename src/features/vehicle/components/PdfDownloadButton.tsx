"use client";

import { useState } from "react";

/** Downloads the server-made PDF as {slug}.pdf, showing a preparing state; a failure is an alert. */
export function PdfDownloadButton({ slug }: { slug: string }) {
  const [preparing, setPreparing] = useState(false);
  const download = async () => {
    setPreparing(true);
    try {
      const response = await fetch(`/cars/${encodeURIComponent(slug)}/pdf`);
      if (!response.ok) throw new Error(`The PDF could not be prepared (${response.status})`);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = `${slug}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      alert((err as Error).message);
    } finally {
      setPreparing(false);
    }
  };
  return (
    <button
      type="button"
      onClick={download}
      disabled={preparing}
      aria-busy={preparing}
      className="rounded border border-gray-400 px-4 py-2 font-semibold disabled:opacity-60"
    >
      {preparing ? "Preparing PDF…" : "Download PDF"}
    </button>
  );
}
