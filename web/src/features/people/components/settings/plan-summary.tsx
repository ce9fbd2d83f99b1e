import { Card, Descriptions, Skeleton, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../../config/paths';
import { formatDate } from '../../../../lib/dates';
import { useGetBillingPlanQuery } from '../../../billing';
import { LoadFailed } from './shared';

/** The workspace's plan at the top of Setting › Billing: which, how it is billed, when it renews, and a way to change it. */
export function PlanSummary() {
  const { t } = useTranslation('settings');
  const { token } = theme.useToken();
  const query = useGetBillingPlanQuery();
  const state = query.data;

  let body: React.ReactNode;
  if (state) {
    const paid = state.plan !== 'free';
    body = (
      <>
        <Descriptions
          column={{ xs: 1, sm: 3 }}
          size="small"
          items={[
            {
              key: 'plan',
              label: t('billing.plan.plan'),
              children: <Typography.Text strong>{t(`billing.plan.names.${state.plan}`)}</Typography.Text>,
            },
            {
              key: 'period',
              label: t('billing.plan.period'),
              children: paid ? t(`billing.plan.periods.${state.period}`) : '—',
            },
            {
              key: 'renews',
              label: t('billing.plan.renews'),
              children: state.renewsAt ? (
                <time dateTime={state.renewsAt}>{formatDate(state.renewsAt, 'LL')}</time>
              ) : (
                t('billing.plan.never')
              ),
            },
          ]}
        />
        {state.changedBy && (
          <Typography.Text type="secondary">
            {t('billing.plan.changedBy', {
              name: state.changedBy.displayName,
              date: formatDate(state.changedAt, 'LL'),
            })}
          </Typography.Text>
        )}
      </>
    );
  } else if (query.isError) {
    body = (
      <LoadFailed
        title={t('billing.plan.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  }

  return (
    <Card
      size="small"
      data-testid="plan-summary"
      style={{ marginBlockEnd: token.marginLG }}
      title={
        <Typography.Title level={3} id="settings-plan" style={{ fontSize: token.fontSizeLG, margin: 0 }}>
          {t('billing.plan.title')}
        </Typography.Title>
      }
      extra={<Link to={PATHS.pricing}>{t('billing.plan.change')}</Link>}
    >
      <section aria-labelledby="settings-plan">{body}</section>
    </Card>
  );
}
