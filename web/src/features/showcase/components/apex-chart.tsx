// ApexCharts for the showcase page only: this module (and so the library, which touches `window` when it is
// imported) is reached from pages/apex-charts.tsx alone, inside that route's lazy chunk. It starts from the
// lean core and adds just the chart types and features the demos use.
import 'apexcharts/line'; // line and area
import 'apexcharts/bar'; // bar and column
import 'apexcharts/pie'; // pie and donut
import 'apexcharts/features/legend';
import 'apexcharts/features/keyboard';
import { theme } from 'antd';
import type { ApexOptions } from 'apexcharts';
import en from 'apexcharts/dist/locales/en.json';
import fr from 'apexcharts/dist/locales/fr.json';
import ja from 'apexcharts/dist/locales/ja.json';
import zhCn from 'apexcharts/dist/locales/zh-cn.json';
import { useMemo } from 'react';
import ReactApexChart from 'react-apexcharts/core';
import type { Locale } from '../../../config/app-config';
import { useAppSelector } from '../../../lib/hooks';
import { useNumberFormat, useShowcaseLanguage } from './locale-format';

type ChartType = 'line' | 'area' | 'bar' | 'pie' | 'donut';
type Series = NonNullable<ApexOptions['series']>;

export type ApexChartProps = {
  type: ChartType;
  series: Series;
  options?: ApexOptions;
  /** What the chart shows, read out by screen readers. */
  label: string;
  height?: number;
};

/** The app's chart palette (primary blue first), a little brighter on dark backgrounds; as lib/charts uses. */
export const CHART_COLORS = {
  light: ['#3e82f7', '#04d182', '#ffc542', '#ff6b72', '#a461d8', '#fa8c16', '#17bcff'],
  dark: ['#5b9bff', '#21e09a', '#ffd166', '#ff868c', '#b983e6', '#ffa940', '#4dcfff'],
};

const APEX_LOCALES = [en, zhCn, fr, ja] as ApexLocale[];
const APEX_LOCALE_NAME: Record<Locale, string> = { en: 'en', zh: 'zh-cn', fr: 'fr', ja: 'ja' };
type ApexLocale = NonNullable<NonNullable<ApexOptions['chart']>['locales']>[number];

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep merge of option objects: `over` wins, arrays are replaced rather than merged. */
export function mergeOptions<T>(base: T, over: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(over)) return (over === undefined ? base : over) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = mergeOptions(out[key], value);
  return out as T;
}

const isRound = (type: ChartType) => type === 'pie' || type === 'donut';

/**
 * Right-to-left reading order for charts with a category x-axis: the first category on the right and the value
 * axis on the right. Horizontal bars grow from the right, their categories on the right (ApexCharts' reversed
 * axis: for horizontal bars `yaxis` is the category axis). The chart's own text stays left-to-right.
 */
export function mirrorForRtl(type: ChartType, series: Series, options: ApexOptions) {
  if (isRound(type)) return { series, options };
  if (options.plotOptions?.bar?.horizontal) {
    return {
      series,
      options: mergeOptions(options, {
        yaxis: { ...(Array.isArray(options.yaxis) ? {} : options.yaxis), reversed: true },
        // Room for the category labels, which ApexCharts otherwise cuts at the chart's right edge.
        grid: { padding: { right: 24 } },
      }),
    };
  }
  const categories = options.xaxis?.categories as unknown[] | undefined;
  if (!Array.isArray(categories)) return { series, options };
  const mirrored = (series as { data?: unknown }[]).map((s) =>
    Array.isArray(s.data) ? { ...s, data: [...s.data].reverse() } : s,
  ) as Series;
  return {
    series: mirrored,
    options: mergeOptions(options, {
      xaxis: { categories: [...categories].reverse() },
      yaxis: { ...(Array.isArray(options.yaxis) ? {} : options.yaxis), opposite: true },
    }),
  };
}

/**
 * An ApexCharts chart that follows the app: light/dark (text, grid, tooltip, palette), the language (month names
 * in the toolbar and dates, numbers via Intl.NumberFormat) and the direction. It is drawn again from scratch when
 * one of those changes.
 */
export function ApexChart({ type, series, options = {}, label, height = 300 }: ApexChartProps) {
  const { currentTheme: mode, direction } = useAppSelector((s) => s.theme);
  const language = useShowcaseLanguage();
  const { token } = theme.useToken();
  const number = useNumberFormat({ maximumFractionDigits: 1 });
  const percent = useNumberFormat({ style: 'percent', maximumFractionDigits: 1 });

  const chart = useMemo(() => {
    const horizontal = options.plotOptions?.bar?.horizontal === true;
    const axisLabels = { style: { colors: token.colorTextSecondary } };
    const base: ApexOptions = {
      chart: {
        background: 'transparent',
        foreColor: token.colorTextSecondary,
        fontFamily: token.fontFamily,
        toolbar: { show: false },
        zoom: { enabled: false },
        locales: APEX_LOCALES,
        defaultLocale: APEX_LOCALE_NAME[language],
        accessibility: { enabled: true, description: label },
      },
      theme: { mode },
      colors: CHART_COLORS[mode],
      grid: { borderColor: token.colorBorderSecondary, strokeDashArray: 4 },
      legend: { labels: { colors: token.colorText }, fontFamily: token.fontFamily },
      tooltip: { theme: mode, y: { formatter: (value: number) => number(value) } },
      dataLabels: { enabled: false },
      markers: { strokeColors: token.colorBgContainer },
      xaxis: {
        axisBorder: { color: token.colorBorderSecondary },
        axisTicks: { color: token.colorBorderSecondary },
        labels: horizontal
          ? { ...axisLabels, formatter: (value: string) => number(Number(value)) }
          : axisLabels,
      },
      yaxis: {
        labels: horizontal ? axisLabels : { ...axisLabels, formatter: (value: number) => number(value) },
      },
    };
    if (isRound(type)) {
      base.stroke = { colors: [token.colorBgContainer] };
      base.dataLabels = { enabled: true, formatter: (value: number) => percent(value / 100) };
      base.plotOptions = {
        pie: {
          donut: {
            labels: {
              name: { color: token.colorTextSecondary },
              value: { color: token.colorText, formatter: (value: string) => number(Number(value)) },
              total: {
                color: token.colorTextSecondary,
                formatter: (w: { globals: { seriesTotals: number[] } }) =>
                  number(w.globals.seriesTotals.reduce((a, b) => a + b, 0)),
              },
            },
          },
        },
      };
    }
    const merged = mergeOptions(base, options);
    return direction === 'rtl' ? mirrorForRtl(type, series, merged) : { series, options: merged };
  }, [type, series, options, label, mode, direction, language, token, number, percent]);

  return (
    <div className="showcase-chart" style={{ minHeight: height }}>
      <ReactApexChart
        key={`${mode}-${language}-${direction}`}
        type={type}
        series={chart.series}
        options={chart.options}
        height={height}
      />
    </div>
  );
}
