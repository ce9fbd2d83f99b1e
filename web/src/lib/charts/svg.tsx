/**
 * Small charts drawn as SVG markup, without a chart library: a sparkline beside a figure and a ring gauge.
 *
 * They were Chart.js charts. Each Chart.js chart lays out and draws on a canvas when it is created (about 30 ms of
 * main thread on a slow phone-class CPU), and a dashboard had one per widget or per list row; an SVG path is a
 * few hundred bytes of markup that the browser draws with the rest of the page. Both follow the chart theme
 * (`./theme`): colours in light and dark, time running right to left in RTL.
 *
 * - `Sparkline` — `<Sparkline values={[…]} ariaLabel="…" color? height? fill? />`: a smoothed line from zero at
 *   the bottom to the largest value at the top, optionally filled below; the values are its description.
 * - `RingGauge` — `<RingGauge fraction={0.65} ariaLabel="…" color? size? />`: a 270° ring open at the bottom,
 *   filled clockwise to `fraction` (0–1, clamped), like antd's Progress type="dashboard".
 * - `sparklinePaths(values, width, height, pad)` — the line and area paths, for tests or other SVG.
 */
import { useMemo } from 'react';
import { useChartTheme } from './theme';

/** Chart.js's line tension the sparklines had: how far the curve's control points reach towards the neighbours. */
const TENSION = 0.4;

type Point = [number, number];
export const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A smooth curve through the points (`xs[i]`, `ys[i]`) as SVG path data, with Chart.js's line tension: each control
 * point reaches towards the neighbours; `clampY` keeps control points inside the scale (a curve between two zeros
 * stays on zero).
 */
export function smoothPath(xs: number[], ys: number[], clampY: (y: number) => number = (v) => v): string {
  if (!xs.length) return '';
  const at = (i: number): Point => {
    const k = Math.min(xs.length - 1, Math.max(0, i));
    return [xs[k] ?? 0, ys[k] ?? 0];
  };
  const [startX, startY] = at(0);
  let line = `M${round(startX)} ${round(startY)}`;
  for (let i = 1; i < xs.length; i++) {
    const before = at(i - 2);
    const [x0, y0] = at(i - 1);
    const [x1, y1] = at(i);
    const after = at(i + 1);
    const c1: Point = [x0 + ((x1 - before[0]) * TENSION) / 2, clampY(y0 + ((y1 - before[1]) * TENSION) / 2)];
    const c2: Point = [x1 - ((after[0] - x0) * TENSION) / 2, clampY(y1 - ((after[1] - y0) * TENSION) / 2)];
    line += ` C${round(c1[0])} ${round(c1[1])} ${round(c2[0])} ${round(c2[1])} ${round(x1)} ${round(y1)}`;
  }
  return line;
}

/**
 * The line through `values` across a `width` × `height` box (SVG y grows downwards) and the area under it down to
 * zero, as SVG path data. The vertical scale starts at zero (or the lowest value, if negative) and ends at the
 * largest value, `pad` inside the box; control points are kept inside the scale so the curve never dips below
 * zero between two points.
 */
export function sparklinePaths(values: number[], width: number, height: number, pad = 2) {
  const finite = values.map((v) => (Number.isFinite(v) ? v : 0));
  const low = Math.min(0, ...finite);
  const high = Math.max(0, ...finite);
  const span = high - low || 1;
  const top = pad;
  const bottom = height - pad;
  const y = (v: number) => bottom - ((v - low) / span) * (bottom - top);
  // One value is a flat line across the box.
  const xs = finite.length === 1 ? [0, width] : finite.map((_, i) => (i * width) / (finite.length - 1));
  const ys = finite.length === 1 ? [y(finite[0] ?? 0), y(finite[0] ?? 0)] : finite.map(y);
  if (!finite.length) return { line: '', area: '' };
  const line = smoothPath(xs, ys, (v) => Math.min(bottom, Math.max(top, v)));
  const base = round(y(0));
  const area = `${line} L${round(xs[xs.length - 1] ?? 0)} ${base} L${round(xs[0] ?? 0)} ${base} Z`;
  return { line, area };
}

/** Width of the sparkline's drawing space; it is stretched to the box (the stroke keeps its width). */
const SPARK_WIDTH = 100;

export type SparklineProps = {
  values: number[];
  ariaLabel: string;
  color?: string;
  height?: number;
  fill?: boolean;
};

/** A tiny line chart without axes, legend or tooltip, for trends beside a figure. */
export function Sparkline({ values, ariaLabel, color, height = 48, fill = true }: SparklineProps) {
  const theme = useChartTheme();
  const stroke = color ?? theme.primary;
  const { line, area } = useMemo(() => sparklinePaths(values, SPARK_WIDTH, height), [values, height]);
  return (
    <svg
      className="sparkline"
      role="img"
      aria-label={ariaLabel}
      viewBox={`0 0 ${SPARK_WIDTH} ${height}`}
      preserveAspectRatio="none"
      width="100%"
      height={height}
      // Time runs with the reading direction: in RTL the latest value is on the left.
      style={{ display: 'block', overflow: 'visible', transform: theme.rtl ? 'scaleX(-1)' : undefined }}
    >
      <desc>{values.map((v) => theme.number(v)).join(', ')}</desc>
      {fill && <path d={area} fill={theme.alpha(stroke, 0.15)} />}
      <path
        d={line}
        fill="none"
        stroke={stroke}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}

/** Share of the circle the ring covers: 270°, open at the bottom. */
const RING_SHARE = 75;

export type RingGaugeProps = {
  /** 0–1; values outside are clamped. */
  fraction: number;
  ariaLabel: string;
  color?: string;
  /** Width and height in CSS pixels. */
  size?: number;
};

/** A 270° ring open at the bottom, filled clockwise from its lower left end. */
export function RingGauge({ fraction, ariaLabel, color, size = 180 }: RingGaugeProps) {
  const theme = useChartTheme();
  const filled = Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : 0;
  // pathLength 100: the dash lengths are percents of the circle. The circle starts at 3 o'clock and runs
  // clockwise; turned by 135° it starts at the lower left.
  const arc = {
    cx: 50,
    cy: 50,
    r: 44,
    fill: 'none',
    strokeWidth: 9,
    strokeLinecap: 'round',
    pathLength: 100,
  } as const;
  return (
    <svg
      className="ring-gauge"
      role="img"
      aria-label={ariaLabel}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      style={{ display: 'block', marginInline: 'auto' }}
    >
      <g transform="rotate(135 50 50)">
        <circle {...arc} stroke={theme.grid} strokeDasharray={`${RING_SHARE} 100`} />
        {filled > 0 && (
          <circle
            {...arc}
            stroke={color ?? theme.primary}
            strokeDasharray={`${round(RING_SHARE * filled)} 100`}
          />
        )}
      </g>
    </svg>
  );
}
