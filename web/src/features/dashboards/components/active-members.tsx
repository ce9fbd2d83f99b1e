import { useTranslation } from 'react-i18next';
import { Sparkline } from '../../../lib/charts/svg';
import { useGetActiveMembersQuery } from '../api';
import { FigureBlock } from './figure';
import { useDashboardFormat } from './format';
import { WidgetCard } from './widget-card';

/** "Active members": distinct members active in the last 30 days, with a per-day sparkline. */
export function ActiveMembersWidget() {
  const { t } = useTranslation('dashboards');
  const { number } = useDashboardFormat();
  const query = useGetActiveMembersQuery();
  const data = query.data;

  return (
    <WidgetCard
      title={t('activeMembers.title')}
      query={query}
      skeletonRows={3}
      testId="active-members"
      exportRows={() => [
        [t('csv.start'), t('activeMembers.members')],
        ...(data?.points ?? []).map((p) => [p.start, p.members]),
      ]}
    >
      {() =>
        data && (
          <>
            <FigureBlock
              label={t('activeMembers.last30')}
              value={number(data.total)}
              change={data.change}
              against={t('change.previous30')}
            />
            <div style={{ marginBlockStart: 16 }}>
              <Sparkline
                values={data.points.map((p) => p.members)}
                ariaLabel={t('activeMembers.trend')}
                height={64}
              />
            </div>
          </>
        )
      }
    </WidgetCard>
  );
}
