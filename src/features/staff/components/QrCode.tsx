import { encode } from "uqr";

/**
 * A QR code drawn on the server as inline SVG (one path of dark modules, with the quiet zone the standard asks for),
 * so an authenticator app can scan the secret with no script and no request to anywhere.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { data, size } = encode(text, { ecc: "M", border: 4 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x},${y}h1v1h-1z` : ""))).join("");
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      width="220"
      height="220"
      className="mt-4 max-w-full bg-white"
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
