/**
 * Chart.js for the app: registers only the parts the app draws, and themes every chart from the theme slice
 * (light/dark colours, LTR/RTL) and the current language (numbers, currency, month names).
 *
 * Import this module only from pages that draw charts (with Chart.js it is ~67 KB gzip); never from the shell
 * or the route table.
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
 * - `Sparkline` — `<Sparkline values={[…]} ariaLabel="…" color? height? fill? />`: a tiny axis-free line chart.
 * - `useChartTheme()` → `ChartTheme`: `mode`, `dark`, `direction`, `rtl`, `language`, `palette` (8 colours),
 *   `primary`, `text`, `textSecondary`, `grid`, `surface`, `alpha(color, a)`, and formatters `number(n, opts?)`,
 *   `compact(n)`, `currency(n, { compact? })`, `percent(p)` (p in percent units: 12.5 → "12.5%"), `month(date)`,
 *   `day(date)`, `weekday(date)`, `bucket(date, 'day' | 'week' | 'month')` (dates as 'YYYY-MM-DD', read as UTC),
 *   `date(iso)` (long style, local time). One object per mode, direction and language: stable across renders.
 * - `chartThemeFor(mode, direction, language)` — the same object without React (for tests or non-hook code).
 * - `numberFormat(language, options?)`, `dateFormat(language, options)` — cached Intl formatters.
 * - `CHART_PALETTE` — `{ light: string[], dark: string[] }`.
 * - Types: `ThemedChartProps<T>`, `SparklineProps`, `ChartTheme`, `ChartKind`, re-exported `ChartData`,
 *   `ChartOptions` (from chart.js).
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
  PointElement,
  Tooltip,
} from 'chart.js';
import { type CSSProperties, type ReactNode, useEffect, useMemo, useState } from 'react';
import { Chart } from 'react-chartjs-2';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import type { Direction, ThemeMode } from '../../config/app-config';

// Line and doughnut are all the Default dashboard draws; bar, polar area and radar (with the radial scale, the
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
);
// No entry animation: each of its ~60 frames redraws every chart on the page, and on a slow CPU those frames are
// long tasks that keep the page from answering input (TBT on the Default dashboard: see bench:web).
ChartJS.defaults.animation = false;
ChartJS.defaults.font.family =
  "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Hiragino Sans', 'PingFang SC', sans-serif";

export type { ChartData, ChartOptions };
export type ChartKind = 'line' | 'bar' | 'doughnut' | 'polarArea' | 'radar';

export const CHART_PALETTE = {
  light: ['#3e82f7', '#04d182', '#ffc542', '#ff6b72', '#a461d8', '#fa8c16', '#17bcff', '#eb2f96'],
  dark: ['#5b9bff', '#21e09a', '#ffd166', '#ff868c', '#b983e6', '#ffa940', '#4dcfff', '#f25fb0'],
} as const;

const COLOURS = {
  light: { text: '#1a3353', textSecondary: '#72849a', grid: 'rgba(26, 51, 83, 0.08)', surface: '#ffffff' },
  dark: {
    text: 'rgba(255, 255, 255, 0.85)',
    textSecondary: 'rgba(255, 255, 255, 0.55)',
    grid: 'rgba(255, 255, 255, 0.12)',
    surface: '#283142',
  },
} as const;

/** '#3e82f7' + 0.2 → 'rgba(62, 130, 247, 0.2)'; other colour syntaxes are returned unchanged. */
function alpha(color: string, a: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const n = Number.parseInt(hex, 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${a})`;
}

/** 'YYYY-MM-DD' (or any ISO date) as a Date at UTC midnight, so the day never shifts with the time zone. */
const utcDate = (value: string) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value);

// Intl formatters are slow to build (about a millisecond each on a throttled CPU, and every widget of a dashboard
// formats): each language and option set gets one, built on first use and kept.
/** The value kept under `key`, built and kept on first use. */
function kept<T>(store: Map<string, T>, key: string, build: () => T): T {
  const known = store.get(key);
  if (known !== undefined) return known;
  const value = build();
  store.set(key, value);
  return value;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const themes = new Map<string, ReturnType<typeof buildChartTheme>>();

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept(
    numberFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(language, options),
  );

export const dateFormat = (language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  kept(
    dateFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(language, options),
  );

/** One theme object per mode, direction and language, shared by every chart and widget. */
export const chartThemeFor = (mode: ThemeMode, direction: Direction, language: string) =>
  kept(themes, `${mode}|${direction}|${language}`, () => buildChartTheme(mode, direction, language));

function buildChartTheme(mode: ThemeMode, direction: Direction, language: string) {
  const dark = mode === 'dark';
  const colours = COLOURS[mode];
  const palette = [...CHART_PALETTE[mode]];
  const utc = (options: Intl.DateTimeFormatOptions) => dateFormat(language, { timeZone: 'UTC', ...options });
  const finite = (n: number) => (Number.isFinite(n) ? n : 0);

  return {
    mode,
    dark,
    direction,
    rtl: direction === 'rtl',
    language,
    palette,
    primary: CHART_PALETTE[mode][0],
    ...colours,
    alpha,
    number: (n: number, options?: Intl.NumberFormatOptions) =>
      numberFormat(language, options).format(finite(n)),
    compact: (n: number) =>
      numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(finite(n)),
    currency: (n: number, options: { compact?: boolean } = {}) =>
      numberFormat(language, {
        style: 'currency',
        currency: 'USD',
        ...(options.compact ? { notation: 'compact', maximumFractionDigits: 1 } : {}),
      }).format(finite(n)),
    /** `p` in percent units: 12.5 → "12.5%" (in the language's style, e.g. "12,5 %" in French). */
    percent: (p: number) =>
      numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(finite(p) / 100),
    month: (date: string) => utc({ month: 'short' }).format(utcDate(date)),
    day: (date: string) => utc({ month: 'short', day: 'numeric' }).format(utcDate(date)),
    weekday: (date: string) => utc({ weekday: 'short' }).format(utcDate(date)),
    /** A time-series bucket's label: a day or a week by its first day, a month by name (with the year). */
    bucket: (date: string, unit: 'day' | 'week' | 'month') =>
      utc(unit === 'month' ? { month: 'short', year: 'numeric' } : { month: 'short', day: 'numeric' }).format(
        utcDate(date),
      ),
    /** A date (ISO timestamp) in the language's long style: "November 21, 2026", "21 novembre 2026". */
    date: (value: string) => {
      const d = new Date(value);
      return Number.isNaN(d.getTime()) ? value : dateFormat(language, { dateStyle: 'long' }).format(d);
    },
  };
}

export type ChartTheme = ReturnType<typeof chartThemeFor>;

/** The chart theme for the current theme slice (mode, direction) and language; changes live. */
export function useChartTheme(): ChartTheme {
  const mode = useAppSelector((s) => s.theme.currentTheme);
  const direction = useAppSelector((s) => s.theme.direction);
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => chartThemeFor(mode, direction, language), [mode, direction, language]);
}

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

function themedOptions(kind: ChartKind, theme: ChartTheme, options: Plain | undefined): Plain {
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
        ...(horizontal ? { reverse: theme.rtl } : { position: theme.rtl ? 'right' : 'left' }),
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

// Chart.js lays out and draws a chart synchronously when it is created, so a dashboard's charts mounting together
// made one long task (about 500 ms on a 4× throttled CPU). Charts take turns instead: one is created per task, the
// next only after the browser has had the main thread back.
const waitingCharts: Array<() => void> = [];
let chartDrawing: object | null = null;

function nextChart() {
  if (chartDrawing) return;
  waitingCharts.shift()?.();
}

/** False until this chart's turn to be created; the turn passes on once it has been (or on unmount). */
function useChartTurn(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const me = {};
    const grant = () => {
      chartDrawing = me;
      setReady(true);
    };
    waitingCharts.push(grant);
    const timer = setTimeout(nextChart, 0);
    return () => {
      clearTimeout(timer);
      const index = waitingCharts.indexOf(grant);
      if (index >= 0) waitingCharts.splice(index, 1);
      // Runs when `ready` flips too, in the same effects pass that creates the chart: the next one waits a task.
      if (chartDrawing === me) {
        chartDrawing = null;
        setTimeout(nextChart, 0);
      }
    };
  }, [ready]);
  return ready;
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
  const ready = useChartTurn();
  const merged = useMemo(
    () => themedOptions(type, theme, options as Plain | undefined) as ChartOptions<T>,
    [type, theme, options],
  );
  return (
    // dir="ltr": a canvas draws text in its inherited direction, which in an RTL page flips the tick labels'
    // anchors (clipped, punctuation moved: "juil." → ".juil"). RTL is the options' job: reversed x axis, the y axis
    // on the right, legend and tooltip with `rtl`.
    <div dir="ltr" className={className} style={{ position: 'relative', height, minWidth: 0, ...style }}>
      {ready ? (
        <Chart<T>
          type={type}
          data={data}
          options={merged}
          role="img"
          aria-label={ariaLabel}
          fallbackContent={fallback ?? <p>{summary(data as unknown as ChartData)}</p>}
        />
      ) : null}
    </div>
  );
}

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
  const data = useMemo<ChartData<'line'>>(
    () => ({
      labels: values.map((_, i) => i + 1),
      datasets: [
        {
          data: values,
          borderColor: stroke,
          backgroundColor: alpha(stroke, 0.15),
          borderWidth: 2,
          fill,
          pointRadius: 0,
          tension: 0.4,
        },
      ],
    }),
    [values, stroke, fill],
  );
  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      animation: false,
      events: [],
      plugins: { legend: { display: false }, tooltip: { enabled: false } },
      scales: { x: { display: false }, y: { display: false, beginAtZero: true } },
      layout: { padding: 2 },
    }),
    [],
  );
  return (
    <ThemedChart
      type="line"
      data={data}
      options={options}
      ariaLabel={ariaLabel}
      height={height}
      fallback={<p>{values.map((v) => theme.number(v)).join(', ')}</p>}
    />
  );
}
