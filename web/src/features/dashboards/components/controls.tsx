import { INTERVALS, type Interval, PERIODS, type Period } from '@atrium/contracts/dashboard-rules';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';

/** This week / This month / This year (a radio group named "Period"). */
export function PeriodSwitch({
  value,
  onChange,
  size,
  label,
}: {
  value: Period;
  onChange: (period: Period) => void;
  size?: 'small' | 'middle';
  /** Accessible name; "Period" unless given (two switches on a page need different names). */
  label?: string;
}) {
  const { t } = useTranslation('dashboards');
  return (
    <Segmented<Period>
      size={size}
      value={value}
      onChange={onChange}
      options={PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
      aria-label={label ?? t('period.label')}
    />
  );
}

/** Day / Week / Month buckets of a time series (a radio group named "Interval"). */
export function IntervalSwitch({ value, onChange }: { value: Interval; onChange: (i: Interval) => void }) {
  const { t } = useTranslation('dashboards');
  return (
    <Segmented<Interval>
      size="small"
      value={value}
      onChange={onChange}
      options={INTERVALS.map((i) => ({ value: i, label: t(`interval.${i}`) }))}
      aria-label={t('interval.label')}
    />
  );
}
