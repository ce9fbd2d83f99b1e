import { type ChartTheme, useChartTheme } from '../../../lib/charts/theme';

/**
 * Numbers, money (USD), percents and dates in the current language, with the chart theme colours: the chart
 * theme itself, one object per theme and language whose Intl formatters are built once.
 */
export const useDashboardFormat: () => ChartTheme = useChartTheme;

export type DashboardFormat = ChartTheme;
