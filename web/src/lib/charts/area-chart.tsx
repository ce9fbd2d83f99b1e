/**
 * A time-series area chart drawn as SVG, without a chart library: the Default dashboard's "Unique Visitors".
 *
 * It was a Chart.js line chart, the only Chart.js chart on the Default dashboard, which therefore loaded Chart.js
 * (~67 KB gzip) and ran it at boot: its code is a large part of the page's heap (issue 19), and its first layout
 * and drawing were long tasks. What the widget used of it is drawn here: smoothed lines with a tinted area below,
 * a y axis from zero with round steps, category labels that skip to fit, a legend whose buttons hide and show a
 * series, and a tooltip with every series' value at the pointer (or at the keyboard's position: arrow keys, Home,
 * End, Escape on the focused chart). It follows the chart theme (`./theme`): colours in light and dark, time running
 * right to left in RTL with the axis on the right.
 *
 * - `AreaChart` — `<AreaChart labels={[…]} series={[{ key, label, values, color }]} ariaLabel="…" height?
 *   tick? value? />`. `labels` are the formatted categories; `tick` formats the y axis's numbers (default: the
 *   theme's compact numbers), `value` the tooltip's (default: the theme's numbers). The SVG is `role="img"` with
 *   the aria-label, and a text version of the data as its description.
 * - `areaLayout(input)` — the geometry (scales, ticks, labels, paths), for tests.
 * - `niceScale(max)` — the y axis's top and ticks: 0 to a round number above `max` in 4–5 whole steps.
 */
import { type KeyboardEvent, type PointerEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { round, smoothPath } from './svg';
import { useChartTheme } from './theme';
import './area-chart.css';

export type AreaSeries = { key: string; label: string; values: number[]; color: string };

/** Room for the x axis's labels below the plot, and above the plot for the top tick's label. */
const AXIS_BELOW = 26;
const PAD_TOP = 8;
/**
 * About how wide a label of the axes' 12 px text is (for the y axis's room, how many x labels fit, and keeping the
 * end labels inside the box): ~7 px a Latin character, ~12 px a CJK one. Measuring would need a layout per label.
 */
export const textWidth = (text: string) =>
  [...text].reduce((sum, c) => sum + (INVISIBLE.test(c) ? 0 : c >= '\u2e80' ? 12 : 7), 0);
/** Direction marks and isolates (lib/bidi.ts wraps numbers and dates in them): no width. */
const INVISIBLE = /[\u200e\u200f\u2066-\u2069]/;
/** Drawing width before the box has been measured (jsdom has no layout). */
const UNMEASURED_WIDTH = 600;

/** 0 to a round number at or above `max`, in about `steps` whole steps of 1, 2, 2.5 or 5 × a power of ten. */
export function niceScale(max: number, steps = 4): { top: number; ticks: number[] } {
  if (!(Number.isFinite(max) && max > 0)) return { top: 1, ticks: [0, 1] };
  const raw = max / steps;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(
    1,
    [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw && Number.isInteger(s)) ??
      10 * magnitude,
  );
  const top = Math.ceil(max / step) * step;
  return { top, ticks: Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step) };
}

export type AreaLayoutInput = {
  labels: string[];
  series: AreaSeries[];
  width: number;
  height: number;
  rtl: boolean;
  tick: (n: number) => string;
};

/** Where everything goes in a `width` × `height` SVG: x of each category, the ticks, the labels shown, the paths. */
export function areaLayout({ labels, series, width, height, rtl, tick }: AreaLayoutInput) {
  const finite = (v: number | undefined) => (Number.isFinite(v) ? (v as number) : 0);
  const max = Math.max(0, ...series.flatMap((s) => s.values.map(finite)));
  const scale = niceScale(max);
  const ticks = scale.ticks.map((value) => ({ value, label: tick(value) }));
  const gutter = Math.max(...ticks.map((t) => textWidth(t.label))) + 10;
  // The y axis's labels sit on the side time starts from: left in LTR, right in RTL.
  const left = rtl ? 8 : gutter;
  const right = width - (rtl ? gutter : 8);
  const top = PAD_TOP;
  const bottom = height - AXIS_BELOW;
  const n = labels.length;
  const step = n > 1 ? (right - left) / (n - 1) : 0;
  const xs = labels.map((_, i) => (n === 1 ? (left + right) / 2 : rtl ? right - i * step : left + i * step));
  const y = (v: number) => bottom - (finite(v) / scale.top) * (bottom - top);
  // As many category labels as fit side by side: every k-th one.
  const labelWidth = Math.max(1, ...labels.map(textWidth)) + 12;
  const every = Math.max(1, Math.ceil((n * labelWidth) / Math.max(1, right - left + labelWidth)));
  const clampY = (v: number) => Math.min(bottom, Math.max(top, v));
  return {
    left,
    right,
    top,
    bottom,
    xs,
    ticks: ticks.map((t) => ({ ...t, y: round(y(t.value)) })),
    /** The y labels' x and anchor: against the plot on its outer side. */
    tickX: rtl ? right + 6 : left - 6,
    tickAnchor: (rtl ? 'start' : 'end') as 'start' | 'end',
    // Centred under their point, but never past the box's edges.
    xLabels: labels.flatMap((label, i) => {
      if (i % every !== 0) return [];
      const half = textWidth(label) / 2 + 2;
      return [{ label, x: round(Math.min(width - half, Math.max(half, xs[i] ?? 0))) }];
    }),
    paths: series.map((s) => {
      const ys = labels.map((_, i) => y(s.values[i] ?? 0));
      const line = smoothPath(xs, ys, clampY);
      const first = round(xs[0] ?? 0);
      const last = round(xs[n - 1] ?? 0);
      const area = line && `${line} L${last} ${round(bottom)} L${first} ${round(bottom)} Z`;
      return { key: s.key, color: s.color, line, area, points: ys.map(round) };
    }),
  };
}

/**
 * The box's content width, measured before the first paint and again whenever it changes. Not read in the layout
 * effect: reading `clientWidth` there forces the browser to lay out the whole page in the middle of React's commit
 * (340 ms of the Default dashboard's 935 ms commit in a profiled load at CPU ×4, bench:web's BENCH_PROFILE). The
 * observer's first report comes after the browser's own layout, before that frame is painted, and is rendered at once
 * (flushSync), so the first painted frame already has the right width.
 */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof ResizeObserver === 'undefined') {
      setWidth(element.clientWidth);
      return;
    }
    const observer = new ResizeObserver(([entry]) => {
      if (entry) flushSync(() => setWidth(Math.round(entry.contentRect.width)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export type AreaChartProps = {
  labels: string[];
  series: AreaSeries[];
  ariaLabel: string;
  /** CSS height of the whole chart, legend included. */
  height?: number;
  tick?: (n: number) => string;
  value?: (n: number) => string;
};

const LEGEND_HEIGHT = 32;

export function AreaChart({ labels, series, ariaLabel, height = 300, tick, value }: AreaChartProps) {
  const theme = useChartTheme();
  const box = useRef<HTMLDivElement>(null);
  const measured = useWidth(box);
  const width = measured || UNMEASURED_WIDTH;
  const plotHeight = height - LEGEND_HEIGHT;
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [active, setActive] = useState<number | null>(null);
  const shown = useMemo(() => series.filter((s) => !hidden.has(s.key)), [series, hidden]);
  const layout = useMemo(
    () =>
      areaLayout({
        labels,
        series: shown,
        width,
        height: plotHeight,
        rtl: theme.rtl,
        tick: tick ?? theme.compact,
      }),
    [labels, shown, width, plotHeight, theme, tick],
  );
  const format = value ?? ((n: number) => theme.number(n));
  const at = active !== null && active < labels.length ? active : null;

  const toggle = (key: string) =>
    setHidden((before) => {
      const after = new Set(before);
      if (!after.delete(key)) after.add(key);
      return after;
    });

  /** The category nearest to the pointer. */
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - rect.left) * width) / (rect.width || width);
    let nearest = 0;
    layout.xs.forEach((cx, i) => {
      if (Math.abs(cx - x) < Math.abs((layout.xs[nearest] ?? 0) - x)) nearest = i;
    });
    setActive(labels.length ? nearest : null);
  };

  /** Arrow keys move the way they point on screen: in RTL, left is later. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = labels.length - 1;
    if (last < 0) return;
    const forward = theme.rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = theme.rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, () => number | null> = {
      [forward]: () => Math.min(last, (at ?? -1) + 1),
      [backward]: () => Math.max(0, (at ?? last + 1) - 1),
      Home: () => 0,
      End: () => last,
      Escape: () => null,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setActive(move());
  };

  const activeX = at === null ? 0 : (layout.xs[at] ?? 0);
  // The tooltip sits beside the point, on the side with more room.
  const tooltipSide = activeX > width / 2 ? { right: width - activeX + 12 } : { left: activeX + 12 };

  return (
    <div className="area-chart" style={{ height }}>
      <div className="area-chart-legend">
        {series.map((s) => (
          <button
            key={s.key}
            type="button"
            className="area-chart-legend-item"
            aria-pressed={!hidden.has(s.key)}
            onClick={() => toggle(s.key)}
            style={{ color: theme.text }}
          >
            <span className="area-chart-swatch" style={{ background: s.color }} aria-hidden="true" />
            {s.label}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: focusable, arrow keys read the values one category at a time (the tooltip is a live region); the image inside names it */}
      <div
        ref={box}
        className="area-chart-plot"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard's way to the values the pointer shows
        tabIndex={0}
        onKeyDown={onKeyDown}
        onBlur={() => setActive(null)}
        style={{ height: plotHeight }}
      >
        <svg
          role="img"
          aria-label={ariaLabel}
          width="100%"
          height={plotHeight}
          viewBox={`0 0 ${width} ${plotHeight}`}
          // Positions are computed for the direction; text must not be re-anchored by an inherited RTL.
          style={{ direction: 'ltr', display: 'block' }}
          onPointerMove={onPointerMove}
          onPointerLeave={() => setActive(null)}
        >
          <desc>{summary(labels, series, format)}</desc>
          {layout.ticks.map((t) => (
            <g key={t.value}>
              <line x1={layout.left} x2={layout.right} y1={t.y} y2={t.y} stroke={theme.grid} />
              <text
                x={layout.tickX}
                y={t.y}
                textAnchor={layout.tickAnchor}
                dominantBaseline="middle"
                fill={theme.textSecondary}
              >
                {t.label}
              </text>
            </g>
          ))}
          {layout.xLabels.map((l) => (
            <text key={l.x} x={l.x} y={layout.bottom + 18} textAnchor="middle" fill={theme.textSecondary}>
              {l.label}
            </text>
          ))}
          {layout.paths.map((p) => (
            <g key={p.key} data-series={p.key}>
              <path d={p.area} fill={theme.alpha(p.color, 0.12)} />
              <path d={p.line} fill="none" stroke={p.color} strokeWidth={2} strokeLinejoin="round" />
            </g>
          ))}
          {at !== null && (
            <g className="area-chart-active">
              <line
                x1={activeX}
                x2={activeX}
                y1={layout.top}
                y2={layout.bottom}
                stroke={theme.textSecondary}
                strokeDasharray="3 3"
              />
              {layout.paths.map((p) => (
                <circle
                  key={p.key}
                  cx={activeX}
                  cy={p.points[at]}
                  r={4}
                  fill={theme.surface}
                  stroke={p.color}
                  strokeWidth={2}
                />
              ))}
            </g>
          )}
        </svg>
      </div>
      <div
        className="area-chart-tooltip"
        role="status"
        hidden={at === null}
        style={{
          ...tooltipSide,
          top: LEGEND_HEIGHT + PAD_TOP,
          background: theme.surface,
          color: theme.text,
        }}
      >
        {at !== null && (
          <>
            <div className="area-chart-tooltip-title">{labels[at]}</div>
            {shown.map((s) => (
              <div key={s.key} className="area-chart-tooltip-row">
                <span className="area-chart-swatch" style={{ background: s.color }} aria-hidden="true" />
                <span>{s.label}</span>
                <bdi className="area-chart-tooltip-value">{format(s.values[at] ?? 0)}</bdi>
              </div>
            ))}
          </>
        )}
      </div>
    </div>
  );
}

/** "Visitors — Mar 2025: 1,200, …; Page views — …": the chart as text, for readers that cannot see it. */
function summary(labels: string[], series: AreaSeries[], format: (n: number) => string): string {
  return series
    .map((s) => `${s.label} — ${labels.map((l, i) => `${l}: ${format(s.values[i] ?? 0)}`).join(', ')}`)
    .join('; ');
}
