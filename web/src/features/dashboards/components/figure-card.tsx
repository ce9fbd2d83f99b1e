import type { Figure } from '@atrium/contracts';
import type { Period } from '@atrium/contracts/dashboard-rules';
import { useTranslation } from 'react-i18next';
import { FigureBlock, FigureSkeleton } from './figure';
import { WidgetCard, type WidgetQuery } from './widget-card';

const NO_FIGURE: Figure = { value: 0, previous: 0, change: null };

/** One figure of a period in its own card, against the comparison period, with its CSV (summary and sales cards). */
export function FigureCard({
  title,
  testId,
  period,
  query,
  figure = NO_FIGURE,
  show,
}: {
  title: string;
  testId: string;
  period: Period;
  query: WidgetQuery;
  figure?: Figure;
  show: (n: number) => string;
}) {
  const { t } = useTranslation('dashboards');
  return (
    <WidgetCard
      title={title}
      query={query}
      skeleton={<FigureSkeleton />}
      testId={testId}
      exportRows={() => [
        [t('csv.period'), t('csv.value'), t('csv.previous'), t('csv.change')],
        [t(`period.${period}`), figure.value, figure.previous, figure.change],
      ]}
    >
      {() => (
        <FigureBlock
          label={t(`period.${period}`)}
          value={show(figure.value)}
          change={figure.change}
          footer={t('summary.previous', { value: show(figure.previous) })}
        />
      )}
    </WidgetCard>
  );
}
