import type { Period } from '@atrium/contracts/dashboard-rules';
import { Col, Flex, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInName } from '../../auth';
import { ActiveMembersWidget } from '../components/active-members';
import { PeriodSwitch } from '../components/controls';
import { LatestTransactionsWidget } from '../components/latest-transactions';
import { MonthlyTargetWidget } from '../components/monthly-target';
import { NewMembersWidget } from '../components/new-members';
import { SummaryCards } from '../components/summary-cards';
import { VisitorsAreaWidget } from '../components/visitors-area';
import { startDashboardQueries } from '../first-queries';

const GUTTER: [number, number] = [16, 16];

/**
 * Greets the signed-in person by the name saved on this device until Firebase has restored the session (then by
 * Firebase's): only this heading re-renders when it changes, not every widget of the page. Prerendered (no window),
 * it carries the greeting's wording with a `{name}` slot, which public/boot.js fills with the saved name before the
 * first paint: the greeting, often the page's largest text, then paints with the shell and does not change.
 */
function Greeting() {
  const { t } = useTranslation();
  const name = useSignedInName();
  return (
    <h2
      className="dashboard-greeting"
      data-testid="welcome-title"
      data-name-template={
        typeof window === 'undefined' ? t('welcome.greeting', { name: '{name}' }) : undefined
      }
    >
      {name ? t('welcome.greeting', { name }) : t('welcome.greetingAnonymous')}
    </h2>
  );
}

/** Dashboards → Default: greeting, sales figures, visitors, target, members and the latest transactions. */
export default function DefaultDashboard() {
  const [period, setPeriod] = useState<Period>('year');

  return (
    <>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBlockEnd: 16 }}>
        <Greeting />
        <PeriodSwitch value={period} onChange={setPeriod} />
      </Flex>
      <Row gutter={GUTTER} className="dashboard-grid">
        <SummaryCards period={period} />
        <Col xs={24} xl={16}>
          <VisitorsAreaWidget />
        </Col>
        <Col xs={24} xl={8}>
          <MonthlyTargetWidget />
        </Col>
        <Col xs={24} lg={10} xl={8}>
          <Flex vertical gap={GUTTER[1]}>
            <ActiveMembersWidget />
            <NewMembersWidget />
          </Flex>
        </Col>
        <Col xs={24} lg={14} xl={16}>
          <LatestTransactionsWidget />
        </Col>
      </Row>
    </>
  );
}

/** Started by the route as soon as this module has run: the widgets find their requests under way. */
export const startQueries = startDashboardQueries('default');
