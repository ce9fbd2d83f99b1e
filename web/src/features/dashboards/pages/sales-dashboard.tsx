import type { Period } from '@atrium/contracts/dashboard-rules';
import { Col, Flex, Row } from 'antd';
import { useState } from 'react';
import '../../../lib/charts/chartjs-extras'; // bar charts
import { PeriodSwitch } from '../components/controls';
import { CustomersWidget } from '../components/customers-chart';
import { RecentOrdersWidget } from '../components/recent-orders';
import { SalesByCategoryWidget } from '../components/sales-by-category';
import { SalesFiguresCards } from '../components/sales-figures';
import { TopProductsWidget } from '../components/top-products';
import { WeeklyRevenueWidget } from '../components/weekly-revenue';
import { startDashboardQueries } from '../first-queries';

const GUTTER: [number, number] = [16, 16];

/** Dashboards → Sales: the week's revenue, sales figures, best sellers, categories, channels, recent orders. */
export default function SalesDashboard() {
  const [period, setPeriod] = useState<Period>('year');

  return (
    <>
      <Flex justify="flex-end" style={{ marginBlockEnd: 16 }}>
        <PeriodSwitch value={period} onChange={setPeriod} />
      </Flex>
      <Row gutter={GUTTER} className="dashboard-grid">
        <Col xs={24} xl={16}>
          <WeeklyRevenueWidget />
        </Col>
        <Col xs={24} md={12} xl={8}>
          <SalesByCategoryWidget period={period} />
        </Col>
        <SalesFiguresCards period={period} />
        <Col xs={24} md={12} xl={8}>
          <TopProductsWidget />
        </Col>
        <Col xs={24} xl={16}>
          <CustomersWidget />
        </Col>
        <Col xs={24}>
          <RecentOrdersWidget />
        </Col>
      </Row>
    </>
  );
}

/** Started by the route as soon as this module has run: the widgets find their requests under way. */
export const startQueries = startDashboardQueries('sales');
