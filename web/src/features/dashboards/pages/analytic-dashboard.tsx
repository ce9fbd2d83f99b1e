import type { Period } from '@atrium/contracts/dashboard-rules';
import { Col, Flex, Row } from 'antd';
import { useState } from 'react';
import '../../../lib/charts/chartjs-extras'; // bar charts
import { PeriodSwitch } from '../components/controls';
import { RegionMapWidget } from '../components/region-map';
import { SessionsDeviceWidget } from '../components/sessions-device';
import { SocialReferralsWidget } from '../components/social-referrals';
import { TopPagesWidget } from '../components/top-pages';
import { VisitorsBarsWidget } from '../components/visitors-bars';
import { startDashboardQueries } from '../first-queries';

const GUTTER: [number, number] = [16, 16];

/** Dashboards → Analytic: where visits come from (countries, devices, pages, networks) and how many. */
export default function AnalyticDashboard() {
  const [period, setPeriod] = useState<Period>('year');

  return (
    <>
      <Flex justify="flex-end" style={{ marginBlockEnd: 16 }}>
        <PeriodSwitch value={period} onChange={setPeriod} />
      </Flex>
      <Row gutter={GUTTER} className="dashboard-grid">
        <Col xs={24} xl={16}>
          <RegionMapWidget period={period} />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <SessionsDeviceWidget period={period} />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <TopPagesWidget period={period} />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <SocialReferralsWidget period={period} />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <VisitorsBarsWidget />
        </Col>
      </Row>
    </>
  );
}

/** Started by the route as soon as this module has run: the widgets find their requests under way. */
export const startQueries = startDashboardQueries('analytic');
