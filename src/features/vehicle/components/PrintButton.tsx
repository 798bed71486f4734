"use client";

export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded bg-primary px-4 py-2 font-semibold text-on-primary"
    >
      Print this page
    </button>
  );
}
