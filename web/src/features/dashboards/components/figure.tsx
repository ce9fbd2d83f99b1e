import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboardFormat } from './format';

/** A change in percent: green up / red down arrow, "—" when there is nothing to compare with. */
export function Change({ value, against }: { value: number | null; against?: string }) {
  const { t } = useTranslation('dashboards');
  const { percent } = useDashboardFormat();
  const suffix = against ?? t('change.lastYear');
  if (value === null || !Number.isFinite(value)) {
    return (
      <span
        className="dashboard-change dashboard-change-flat"
        data-direction="none"
        role="img"
        aria-label={t('change.none')}
        title={t('change.none')}
      >
        —{' '}
      </span>
    );
  }
  const direction = value > 0 ? 'up' : value < 0 ? 'down' : 'flat';
  const amount = percent(Math.abs(value));
  return (
    <span
      className={`dashboard-change dashboard-change-${direction}`}
      data-direction={direction}
      role="img"
      aria-label={t(`change.${direction}`, { value: amount, against: suffix })}
      title={t(`change.${direction}`, { value: amount, against: suffix })}
    >
      {direction === 'up' && <ArrowUpOutlined aria-hidden />}
      {direction === 'down' && <ArrowDownOutlined aria-hidden />}
      {amount}
    </span>
  );
}

/** A labelled figure with its change (statistic cards of the dashboards). */
export function FigureBlock({
  label,
  value,
  change,
  against,
  footer,
}: {
  label: string;
  value: string;
  change: number | null;
  against?: string;
  footer?: ReactNode;
}) {
  return (
    <div className="dashboard-figure-block">
      <div className="dashboard-muted">
        <bdi>{label}</bdi>
      </div>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 12px' }}>
        <span className="dashboard-figure">{value}</span>
        <Change value={change} against={against} />
      </div>
      {footer && (
        <div className="dashboard-muted" style={{ marginBlockStart: 4 }}>
          <bdi>{footer}</bdi>
        </div>
      )}
    </div>
  );
}
