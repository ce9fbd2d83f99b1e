import { useMemo } from 'react';
import { useChartTheme } from '../../../lib/charts/chartjs';

/** Numbers, money (USD), percents and dates in the current language, with the chart theme. */
export function useDashboardFormat() {
  const theme = useChartTheme();
  return useMemo(() => {
    // Intl rather than dayjs: the same long date ("November 21, 2026", "21 novembre 2026") without its bytes.
    const longDate = new Intl.DateTimeFormat(theme.language, { dateStyle: 'long' });
    return {
      ...theme,
      date: (value: string) => {
        const d = new Date(value);
        return Number.isNaN(d.getTime()) ? value : longDate.format(d);
      },
    };
  }, [theme]);
}

export type DashboardFormat = ReturnType<typeof useDashboardFormat>;
