/**
 * The look of charts and dashboard figures, without any chart library: light/dark colours, direction and the current
 * language's numbers, money, percents and dates. Chart.js charts (`./chartjs`), the SVG sparkline and gauge
 * (`./svg`) and every dashboard widget's text share it.
 *
 * - `useChartTheme()` → `ChartTheme`: `mode`, `dark`, `direction`, `rtl`, `language`, `palette` (8 colours),
 *   `primary`, `text`, `textSecondary`, `grid`, `surface`, `alpha(color, a)`, and formatters `number(n, opts?)`,
 *   `compact(n)`, `currency(n, { compact? })`, `percent(p)` (p in percent units: 12.5 → "12.5%"), `month(date)`,
 *   `weekday(date)`, `bucket(date, 'day' | 'week' | 'month')` (dates as 'YYYY-MM-DD', calendar days whatever the
 *   time zone), `date(iso)` (long style, local time). One object per mode, direction and language: stable.
 * - `chartThemeFor(mode, direction, language)` — the same object without React (for tests or non-hook code).
 * - `numberFormat(language, options?)` — cached Intl number formatters.
 *
 * Dates are formatted by dayjs (lib/dates.ts says why), numbers by Intl.
 * - `CHART_PALETTE` — `{ light: string[], dark: string[] }`.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction, Locale, ThemeMode } from '../../config/app-config';
import { ltrIsolate } from '../bidi';
import { formatDate } from '../dates';
import { useAppSelector } from '../hooks';
import { DAYJS_NAMES } from '../locale-packs';

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

/** The day and month patterns Intl would use, per app language. */
const DATE_PATTERNS: Record<Locale, { day: string; monthYear: string }> = {
  en: { day: 'MMM D', monthYear: 'MMM YYYY' },
  fr: { day: 'D MMM', monthYear: 'MMM YYYY' },
  ja: { day: 'M月D日', monthYear: 'YYYY年M月' },
  zh: { day: 'M月D日', monthYear: 'YYYY年M月' },
};
/** An app language ('fr', also 'fr-FR'), or English. */
const appLocale = (language: string): Locale => {
  const short = language.slice(0, 2);
  return short in DATE_PATTERNS ? (short as Locale) : 'en';
};

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
const themes = new Map<string, ReturnType<typeof buildChartTheme>>();

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  kept(
    numberFormats,
    `${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(language, options),
  );

/** One theme object per mode, direction and language, shared by every chart and widget. */
export const chartThemeFor = (mode: ThemeMode, direction: Direction, language: string) =>
  kept(themes, `${mode}|${direction}|${language}`, () => buildChartTheme(mode, direction, language));

function buildChartTheme(mode: ThemeMode, direction: Direction, language: string) {
  const dark = mode === 'dark';
  const colours = COLOURS[mode];
  const palette = [...CHART_PALETTE[mode]];
  const locale = appLocale(language);
  const patterns = DATE_PATTERNS[locale];
  /** A 'YYYY-MM-DD' day (read as that calendar day in any time zone) or an ISO timestamp in `pattern`. */
  const inLanguage = (value: string, pattern: string) => formatDate(value, pattern, DAYJS_NAMES[locale]);
  const finite = (n: number) => (Number.isFinite(n) ? n : 0);
  // Every formatted value keeps its own order in the RTL layout (lib/bidi.ts).
  const ltr = ltrIsolate(direction);

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
      ltr(numberFormat(language, options).format(finite(n))),
    compact: (n: number) =>
      ltr(numberFormat(language, { notation: 'compact', maximumFractionDigits: 1 }).format(finite(n))),
    currency: (n: number, options: { compact?: boolean } = {}) =>
      ltr(
        numberFormat(language, {
          style: 'currency',
          currency: 'USD',
          ...(options.compact ? { notation: 'compact', maximumFractionDigits: 1 } : {}),
        }).format(finite(n)),
      ),
    /** `p` in percent units: 12.5 → "12.5%" (in the language's style, e.g. "12,5 %" in French). */
    percent: (p: number) =>
      ltr(numberFormat(language, { style: 'percent', maximumFractionDigits: 2 }).format(finite(p) / 100)),
    month: (date: string) => ltr(inLanguage(date, 'MMM')),
    weekday: (date: string) => ltr(inLanguage(date, 'ddd')),
    /** A time-series bucket's label: a day or a week by its first day, a month by name (with the year). */
    bucket: (date: string, unit: 'day' | 'week' | 'month') =>
      ltr(inLanguage(date, unit === 'month' ? patterns.monthYear : patterns.day)),
    /** A date (ISO timestamp) in the language's long style: "November 21, 2026", "21 novembre 2026". */
    date: (value: string) => ltr(inLanguage(value, 'LL')),
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
