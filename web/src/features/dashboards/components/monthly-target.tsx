import { EditOutlined } from '@ant-design/icons';
import type { MonthlyTarget as Target } from '@atrium/contracts';
import { Button, Flex } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../lib/access';
import { RingGauge } from '../../../lib/charts/svg';
import { useGetMonthlyTargetQuery } from '../api';
import { useDashboardFormat } from './format';
import { WidgetCard, WidgetSkeleton } from './widget-card';

const TargetForm = lazy(() => import('./target-form'));

function Gauge({ percent }: { percent: number }) {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  return (
    <div className="dashboard-gauge">
      <RingGauge
        fraction={percent / 100}
        color={percent >= 100 ? f.palette[1] : f.primary}
        ariaLabel={t('target.progress', { value: f.percent(percent) })}
      />
      <div className="dashboard-gauge-value" aria-hidden>
        {f.percent(percent)}
      </div>
    </div>
  );
}

function TargetBody({ data, canEdit }: { data: Target; canEdit: boolean }) {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const [editing, setEditing] = useState(false);
  const percent = Number.isFinite(data.percent) ? data.percent : 0;
  const month = data.month.length === 7 ? `${data.month}-01` : data.month;

  return (
    <Flex vertical align="center" gap={8}>
      <Gauge percent={percent} />
      <div className="dashboard-muted">{f.bucket(month, 'month')}</div>
      {/* Isolated: amounts around a word of a left-to-right language reorder in the RTL layout ("中 $1 $2"). */}
      <bdi data-testid="target-figures">
        {data.target > 0
          ? t('target.ofTarget', { actual: f.currency(data.actual), target: f.currency(data.target) })
          : t('target.none', { actual: f.currency(data.actual) })}
      </bdi>
      {canEdit && !editing && (
        <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
          {t('target.edit')}
        </Button>
      )}
      {canEdit && editing && (
        <div style={{ alignSelf: 'stretch' }}>
          {/* The widgets' own grey bars: antd's Skeleton is not needed for the moment the form takes to load. */}
          <Suspense fallback={<WidgetSkeleton rows={2} />}>
            <TargetForm target={data.target} onDone={() => setEditing(false)} />
          </Suspense>
        </div>
      )}
    </Flex>
  );
}

/** "Monthly Target": this month's revenue against the target; Managers and Admins can change the target. */
export function MonthlyTargetWidget() {
  const { t } = useTranslation('dashboards');
  const query = useGetMonthlyTargetQuery();
  const access = useAccess();
  const data = query.data;

  return (
    <WidgetCard
      title={t('target.title')}
      query={query}
      skeletonRows={5}
      testId="monthly-target"
      exportRows={() => [
        [t('csv.month'), t('target.csvTarget'), t('target.csvActual'), t('target.csvPercent')],
        [data?.month ?? '', data?.target ?? 0, data?.actual ?? 0, data?.percent ?? 0],
      ]}
    >
      {() => data && <TargetBody data={data} canEdit={access.can('dashboards.target')} />}
    </WidgetCard>
  );
}
