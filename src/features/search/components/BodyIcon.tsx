import { BODY_ICON_HEIGHT, BODY_ICON_WIDTH, WHEEL_Y, type BodyIconShape } from "@/features/search/body-icons";

/**
 * A body type's tiny side view (body-icons.ts), inline so it costs no request. Hidden from assistive technology: the
 * option's label beside it names the body. Rendered on the server and handed to the options as markup, so no icon
 * data reaches the page's scripts.
 */
export function BodyIcon({ shape }: { shape: BodyIconShape }) {
  const r = shape.wheelRadius ?? 2;
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox={`0 0 ${BODY_ICON_WIDTH} ${BODY_ICON_HEIGHT}`}
      width={BODY_ICON_WIDTH}
      height={BODY_ICON_HEIGHT}
      className="body-icon shrink-0 text-gray-700"
    >
      <path
        d={shape.outline}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.3}
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      {shape.wheels.map((x) => (
        <circle
          key={x}
          cx={x}
          cy={WHEEL_Y - (r - 2)}
          r={r}
          fill={shape.wheelRadius ? "white" : "currentColor"}
          stroke="currentColor"
          strokeWidth={1.3}
        />
      ))}
    </svg>
  );
}
