/**
 * Chart.js for the app: registers only the parts the app draws, and themes every chart from the chart theme
 * (`./theme`: light/dark colours, LTR/RTL, the current language's numbers and dates).
 *
 * Import this module only from pages that draw Chart.js charts (with Chart.js it is ~67 KB gzip); never from the
 * shell or the route table. Sparklines and gauges need no chart library: `./svg`.
 *
 * Stable exports:
 * - `ThemedChart` — `<ThemedChart type="line" data={…} options={…} ariaLabel="…" height={260} />`. Any
 *   registered type: 'line' | 'doughnut', and 'bar' | 'polarArea' | 'radar' once the page has imported
 *   `./chartjs-extras` (side effect only); `data`/`options` are typed for that
 *   type (`ChartData<'line'>`, `ChartOptions<'line'>`). Keep `data` and `options` memoised (useMemo) or
 *   module constants: a new object each render redraws the chart. Your `options` are deep-merged over the
 *   theme's (text, grid and tooltip colours, legend/tooltip RTL, reversed x axis in RTL, `locale`), so pass only
 *   what the chart needs. The canvas has `role="img"` and the aria-label; `fallback` (default: a text summary of
 *   the data) is its fallback content. Re-themes live when dark mode, direction or language change.
 * - Types: `ThemedChartProps<T>`, `ChartKind`, re-exported `ChartData`, `ChartOptions` (from chart.js).
 * In jsdom (no canvas) tests can `vi.mock('react-chartjs-2')` and assert on the props `Chart` receives.
 */
import {
  ArcElement,
  CategoryScale,
  type ChartData,
  Chart as ChartJS,
  type ChartOptions,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  type Plugin,
  PointElement,
  Tooltip,
} from 'chart.js';
import { type CSSProperties, type ReactNode, useMemo } from 'react';
import { Chart } from 'react-chartjs-2';
import { FONT_FAMILY } from '../../config/app-config';
import { useTurn } from '../turns';
import { type ChartTheme, useChartTheme } from './theme';

const laidOut = new WeakSet<ChartJS>();
const drawn = new WeakSet<ChartJS>();

/**
 * The first time `chart` reaches a step (`done` remembers it), the step is put off to a task of its own, unless the
 * chart has been destroyed by then (no context to draw on): false, which cancels it now. True the times after.
 */
function firstTimeInItsOwnTask(done: WeakSet<ChartJS>, chart: ChartJS, step: () => void): boolean {
  if (done.has(chart)) return true;
  done.add(chart);
  setTimeout(() => {
    if (chart.ctx) step();
  }, 0);
  return false;
}

/**
 * A new chart lays itself out (scales, ticks, legend) and draws itself in the task that creates it: ≈100–150 ms at
 * CPU ×4 for the Default dashboard's Visitors chart, one long task (Total Blocking Time, see bench:web). With this
 * plugin its first layout and its first drawing each run in a task of their own, one after the other. Later
 * updates (new data, a resize, a theme change) run at once, as Chart.js does.
 */
export const firstFrameInSteps: Plugin = {
  id: 'firstFrameInSteps',
  beforeUpdate: (chart) => firstTimeInItsOwnTask(laidOut, chart, () => chart.update()),
  beforeRender: (chart) => firstTimeInItsOwnTask(drawn, chart, () => chart.render()),
};

// Line and doughnut are registered here; bar, polar area and radar (with the radial scale, the
// largest part) are registered by `./chartjs-extras`, which the pages drawing them import.
ChartJS.register(
  LineController,
  LineElement,
  PointElement,
  DoughnutController,
  ArcElement,
  LinearScale,
  CategoryScale,
  Filler,
  Tooltip,
  Legend,
  firstFrameInSteps,
);

// No entry animation: each of its ~60 frames redraws every chart on the page, and on a slow CPU those frames are
// long tasks that keep the page from answering input (TBT on the Default dashboard: see bench:web).
ChartJS.defaults.animation = false;
ChartJS.defaults.font.family = FONT_FAMILY;

export type { ChartData, ChartOptions };
export type ChartKind = 'line' | 'bar' | 'doughnut' | 'polarArea' | 'radar';

type Plain = Record<string, unknown>;
const isPlain = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Deep merge of plain objects; arrays, functions and everything else in `over` replace what `base` has. */
function merge(base: Plain, over: Plain | undefined): Plain {
  if (!over) return base;
  const out: Plain = { ...base };
  for (const [key, value] of Object.entries(over)) {
    out[key] = isPlain(value) && isPlain(out[key]) ? merge(out[key] as Plain, value) : value;
  }
  return out;
}

const CARTESIAN: ChartKind[] = ['line', 'bar'];
const RADIAL: ChartKind[] = ['polarArea', 'radar'];

/** Dataset options that are arrays but not one value per point. */
const NOT_PER_POINT = new Set(['borderDash']);

/**
 * In RTL a category chart reads from the right: its labels and every per-point array of its datasets (values,
 * colours…) in reverse order. Chart.js's own `reverse` axis pads rotated tick labels as if they were not reversed
 * (it measures the first label for the left edge), which clipped the leftmost label. Null when the data is not
 * plain numbers by label (the x axis is then reversed instead).
 */
export function mirroredForRtl(data: ChartData): ChartData | null {
  const labels = data.labels;
  if (!labels?.length) return null;
  const n = labels.length;
  const byLabel = (set: ChartData['datasets'][number]) =>
    (set.data as unknown[]).every((v) => v === null || typeof v === 'number');
  if (!data.datasets.every(byLabel)) return null;
  const flip = (key: string, value: unknown) =>
    Array.isArray(value) && value.length === n && !NOT_PER_POINT.has(key) ? [...value].reverse() : value;
  return {
    ...data,
    labels: [...labels].reverse(),
    datasets: data.datasets.map(
      (set) =>
        Object.fromEntries(Object.entries(set).map(([k, v]) => [k, flip(k, v)])) as unknown as typeof set,
    ),
  };
}

function themedOptions(
  kind: ChartKind,
  theme: ChartTheme,
  options: Plain | undefined,
  mirrored: boolean,
): Plain {
  const ticks = { color: theme.textSecondary };
  const base: Plain = {
    responsive: true,
    maintainAspectRatio: false,
    locale: theme.language,
    color: theme.textSecondary,
    borderColor: theme.grid,
    plugins: {
      legend: {
        rtl: theme.rtl,
        textDirection: theme.direction,
        labels: { color: theme.text, usePointStyle: true, boxWidth: 8, boxHeight: 8 },
      },
      tooltip: { rtl: theme.rtl, textDirection: theme.direction },
    },
  };
  const scales: Plain = {};
  const userScales = (options?.scales ?? {}) as Plain;
  if (CARTESIAN.includes(kind)) {
    for (const id of new Set(['x', 'y', ...Object.keys(userScales)])) {
      const horizontal = id.startsWith('x');
      scales[id] = {
        ticks,
        grid: { color: horizontal ? 'transparent' : theme.grid },
        border: { display: false },
        ...(horizontal ? { reverse: theme.rtl && !mirrored } : { position: theme.rtl ? 'right' : 'left' }),
      };
    }
  }
  if (RADIAL.includes(kind)) {
    scales.r = {
      ticks: { ...ticks, backdropColor: 'transparent' },
      grid: { color: theme.grid },
      angleLines: { color: theme.grid },
      pointLabels: { color: theme.text },
    };
  }
  if (Object.keys(scales).length) base.scales = scales;
  return merge(base, options);
}

/** A short text version of the data: the canvas's fallback content, for readers that cannot see it. */
function summary(data: ChartData): string {
  const labels = (data.labels ?? []) as unknown[];
  return data.datasets
    .map((set) => {
      const values = (set.data as unknown[]).map((v, i) => `${labels[i] ?? i + 1}: ${String(v)}`);
      return `${set.label ? `${set.label} — ` : ''}${values.join(', ')}`;
    })
    .join('; ');
}

export type ThemedChartProps<T extends ChartKind = ChartKind> = {
  type: T;
  data: ChartData<T>;
  options?: ChartOptions<T>;
  /** Accessible name of the chart (the canvas is an image). */
  ariaLabel: string;
  /** CSS height of the chart box; the width follows its container. */
  height?: number | string;
  fallback?: ReactNode;
  className?: string;
  style?: CSSProperties;
};

export function ThemedChart<T extends ChartKind>({
  type,
  data,
  options,
  ariaLabel,
  height = 260,
  fallback,
  className,
  style,
}: ThemedChartProps<T>) {
  const theme = useChartTheme();
  // Chart.js lays out and draws a chart synchronously when it is created: each chart is created on its own turn.
  const ready = useTurn();
  const mirrored = useMemo(
    () => (theme.rtl && CARTESIAN.includes(type) ? mirroredForRtl(data as unknown as ChartData) : null),
    [theme.rtl, type, data],
  );
  const merged = useMemo(
    () => themedOptions(type, theme, options as Plain | undefined, mirrored !== null) as ChartOptions<T>,
    [type, theme, options, mirrored],
  );
  return (
    // dir="ltr": a canvas draws text in its inherited direction, which in an RTL page flips the tick labels'
    // anchors (clipped, punctuation moved: "juil." → ".juil"). RTL is the data's and options' job: mirrored
    // categories, the y axis on the right, legend and tooltip with `rtl`.
    <div dir="ltr" className={className} style={{ position: 'relative', height, minWidth: 0, ...style }}>
      {ready ? (
        <Chart<T>
          type={type}
          data={(mirrored ?? data) as ChartData<T>}
          options={merged}
          role="img"
          aria-label={ariaLabel}
          fallbackContent={fallback ?? <p>{summary(data as unknown as ChartData)}</p>}
        />
      ) : null}
    </div>
  );
}
