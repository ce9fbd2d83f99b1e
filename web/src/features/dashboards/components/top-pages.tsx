import type { Traffic } from '@atrium/contracts';
import type { Period } from '@atrium/contracts/dashboard-rules';
import { useTranslation } from 'react-i18next';
import { trailFor } from '../../../routes/navigation';
import { useGetTrafficQuery } from '../api';
import { useDashboardFormat } from './format';
import { type SimpleColumn, SimpleTable } from './simple-table';
import { WidgetCard } from './widget-card';

type Row = Traffic['rows'][number];
const LIMIT = 7;

/** "Most visited pages": the app's screens by sessions (landing pages), with views and sessions. */
export function TopPagesWidget({ period }: { period: Period }) {
  const { t } = useTranslation('dashboards');
  const { t: tc } = useTranslation();
  const { number } = useDashboardFormat();
  const query = useGetTrafficQuery({ dimension: 'page', period, limit: LIMIT });
  const rows = query.data?.rows ?? [];

  const columns: SimpleColumn<Row>[] = [
    {
      key: 'path',
      title: t('pages.path'),
      // The screen's title from the route table, with its path beneath (a path no screen has shows alone).
      render: (r) => {
        const screen = trailFor(r.key).at(-1);
        return (
          <div className="dashboard-page-cell">
            {screen && <span title={tc(screen.titleKey)}>{tc(screen.titleKey)}</span>}
            <code className="dashboard-path" title={r.key} dir="ltr">
              {r.key}
            </code>
          </div>
        );
      },
    },
    {
      key: 'views',
      title: t('pages.views'),
      align: 'end',
      render: (r) => number(r.pageViews),
    },
    {
      key: 'sessions',
      title: t('pages.sessions'),
      align: 'end',
      render: (r) => number(r.sessions),
    },
  ];

  return (
    <WidgetCard
      title={t('pages.title')}
      query={query}
      empty={rows.length === 0}
      skeletonRows={7}
      testId="top-pages"
      exportRows={() => [
        [t('pages.path'), t('pages.views'), t('pages.sessions')],
        ...rows.map((r) => [r.key, r.pageViews, r.sessions]),
      ]}
    >
      {() => <SimpleTable columns={columns} rows={rows} rowKey={(r) => r.key} label={t('pages.title')} />}
    </WidgetCard>
  );
}
