/**
 * The wheel: decorative (hidden from assistive technology; the result is said in text). CSS only: it turns twice
 * when the shopper has just spun, and not at all for those who prefer reduced motion (motion-safe).
 */
export function SpinWheel({ segments, turning }: { segments: number; turning: boolean }) {
  const colours = ["var(--color-primary, #1d4ed8)", "var(--color-accent, #0f766e)", "#f59e0b", "#e5e7eb"];
  const step = 360 / Math.max(2, segments);
  const stops = Array.from(
    { length: Math.max(2, segments) },
    (_, i) => `${colours[i % colours.length]} ${i * step}deg ${(i + 1) * step}deg`,
  ).join(", ");
  return (
    <div aria-hidden="true" className="relative mx-auto h-48 w-48" data-testid="spin-wheel">
      <div
        className={`h-full w-full rounded-full border-4 border-gray-800 ${
          turning ? "motion-safe:animate-[spin_1.2s_cubic-bezier(0.2,0.8,0.3,1)_2]" : ""
        }`}
        style={{ background: `conic-gradient(${stops})` }}
      />
      <div className="absolute left-1/2 top-0 h-0 w-0 -translate-x-1/2 -translate-y-1 border-x-8 border-t-[16px] border-x-transparent border-t-gray-900" />
    </div>
  );
}
