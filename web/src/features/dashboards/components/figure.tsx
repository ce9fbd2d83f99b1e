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

/**
 * A labelled figure with its change (statistic cards of the dashboards), each on a line of its own: beside the
 * figure, the change wrapped under a long amount in one card and not in the next, and a row of cards took its
 * height only once the figures had come (see FigureSkeleton).
 */
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
      <div className="dashboard-figure">{value}</div>
      <div>
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

/**
 * A FigureBlock still loading, as tall as its lines (dashboards.css draws the bars), so that the card keeps its height
 * when the figure arrives (the summary cards growing by 70 px moved every widget below them: a layout shift of 0.05).
 * Plain CSS: the dashboard's JavaScript is at its budget.
 */
export function FigureSkeleton() {
  return <div className="figure-skeleton" aria-hidden />;
}
