/*
 * The reports' charts, drawn on the server as inline SVG: no chart library and no script reaches the browser (DESIGN:
 * no needless client JS). Each is one image to assistive technology, named by its title and described by a summary;
 * the table under it holds every figure, so the chart adds a picture and hides nothing.
 */
import type { ReactNode } from "react";

const INK = "#1f2937";
const BAR = "#1d4ed8";

interface Bar {
  label: string;
  value: number;
}

/** What a chart says to a screen reader: its largest figure and its total. */
function summary(bars: readonly Bar[]): string {
  if (bars.length === 0) return "No figures in this range.";
  const top = bars.reduce((a, b) => (b.value > a.value ? b : a));
  const total = bars.reduce((n, b) => n + b.value, 0);
  return `${bars.length} bars, ${total} in all; the largest is ${top.label} with ${top.value}. Every figure is in the table below.`;
}

/** A figure over the days of a range: one column a day, the first and last day under it, the largest beside it. */
/** A chart as an image named by its title and described by its figures, for screen readers (its table follows it). */
function ChartFrame({
  id,
  title,
  bars,
  width,
  height,
  children,
}: {
  id: string;
  title: string;
  bars: readonly Bar[];
  width: number;
  height: number;
  children: ReactNode;
}) {
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="max-w-3xl"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary(bars)}</desc>
        {children}
      </svg>
    </figure>
  );
}

export function ColumnChart({ id, title, bars }: { id: string; title: string; bars: readonly Bar[] }) {
  const width = 640;
  const height = 180;
  const top = 16;
  const bottom = 24;
  const left = 40;
  const max = Math.max(1, ...bars.map((b) => b.value));
  const step = (width - left) / Math.max(1, bars.length);
  const scale = (value: number) => ((height - top - bottom) * value) / max;
  return (
    <ChartFrame id={id} title={title} bars={bars} width={width} height={height}>
      <line x1={left} x2={width} y1={height - bottom} y2={height - bottom} stroke={INK} />
      <text x={left - 4} y={top + 4} textAnchor="end" fontSize="12" fill={INK}>
        {max}
      </text>
      <text x={left - 4} y={height - bottom} textAnchor="end" fontSize="12" fill={INK}>
        0
      </text>
      {bars.map((bar, i) => (
        <rect
          key={bar.label}
          x={left + i * step + step * 0.15}
          y={height - bottom - scale(bar.value)}
          width={step * 0.7}
          height={scale(bar.value)}
          fill={BAR}
        />
      ))}
      {bars.length > 0 && (
        <>
          <text x={left} y={height - 6} fontSize="12" fill={INK}>
            {bars[0]!.label}
          </text>
          <text x={width} y={height - 6} textAnchor="end" fontSize="12" fill={INK}>
            {bars.at(-1)!.label}
          </text>
        </>
      )}
    </ChartFrame>
  );
}

/** Figures by key (leads by category, campaign), largest first: one labelled bar each, the top `limit` of them. */
export function BarChart({
  id,
  title,
  bars,
  limit = 8,
}: {
  id: string;
  title: string;
  bars: readonly Bar[];
  limit?: number;
}) {
  const shown = bars.slice(0, limit);
  const width = 640;
  const row = 24;
  const labelWidth = 200;
  const height = Math.max(1, shown.length) * row + 8;
  const max = Math.max(1, ...shown.map((b) => b.value));
  const scale = (value: number) => ((width - labelWidth - 48) * value) / max;
  return (
    <ChartFrame id={id} title={title} bars={bars} width={width} height={height}>
      {shown.map((bar, i) => (
        <g key={bar.label} transform={`translate(0 ${i * row + 4})`}>
          <text x={labelWidth - 8} y={row / 2 + 4} textAnchor="end" fontSize="12" fill={INK}>
            {bar.label.length > 28 ? `${bar.label.slice(0, 27)}…` : bar.label}
          </text>
          <rect x={labelWidth} y={3} width={scale(bar.value)} height={row - 6} fill={BAR} />
          <text x={labelWidth + scale(bar.value) + 6} y={row / 2 + 4} fontSize="12" fill={INK}>
            {bar.value}
          </text>
        </g>
      ))}
    </ChartFrame>
  );
}
