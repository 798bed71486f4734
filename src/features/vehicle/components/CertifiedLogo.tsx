import { CERTIFIED_BADGE_SIZE } from "@/features/vehicle/certified-programme";

/** A manufacturer's certified-used logo (certified-programme.ts), its text alternative the programme's name. */
export function CertifiedLogo({
  logo,
  scale = 1,
  className = "",
}: {
  logo: { src: string; alt: string };
  scale?: number;
  className?: string;
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small local SVG badge needs no optimiser
    <img
      src={logo.src}
      alt={logo.alt}
      width={Math.round(CERTIFIED_BADGE_SIZE.width * scale)}
      height={Math.round(CERTIFIED_BADGE_SIZE.height * scale)}
      className={className}
    />
  );
}
