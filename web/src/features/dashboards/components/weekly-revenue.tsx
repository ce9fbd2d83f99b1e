import { DownloadOutlined } from '@ant-design/icons';
import { Button, Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartData, type ChartOptions, ThemedChart } from '../../../lib/charts/chartjs';
import { useGetWeeklyRevenueQuery } from '../api';
import { downloadCsv } from './csv';
import { FigureBlock } from './figure';
import { useDashboardFormat } from './format';
import { WidgetCard } from './widget-card';

/** "Weekly Revenue": this week's total against last week, revenue per day, and the week as a CSV report. */
export function WeeklyRevenueWidget() {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const query = useGetWeeklyRevenueQuery();
  const week = query.data;
  const title = t('weekly.title');

  const rows = () => [
    [t('csv.date'), t('weekly.revenue')],
    ...(week?.days ?? []).map((d) => [d.start, d.revenue]),
    [t('weekly.total'), week?.total ?? 0],
  ];
  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels: (week?.days ?? []).map((d) => f.weekday(d.start)),
      datasets: [
        {
          label: t('weekly.revenue'),
          data: (week?.days ?? []).map((d) => d.revenue),
          backgroundColor: f.primary,
          borderRadius: 4,
          maxBarThickness: 24,
        },
      ],
    }),
    [week, f, t],
  );
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => f.currency(Number(item.raw)) } },
      },
      scales: {
        y: { beginAtZero: true, ticks: { callback: (v) => f.currency(Number(v), { compact: true }) } },
      },
    }),
    [f],
  );

  return (
    <WidgetCard title={title} query={query} skeletonRows={6} testId="weekly-revenue" exportRows={rows}>
      {() =>
        week && (
          <Row gutter={[24, 16]} align="middle">
            <Col xs={24} md={8} className="weekly-revenue-summary">
              <FigureBlock
                label={t('weekly.thisWeek')}
                value={f.currency(week.total)}
                change={week.change}
                against={t('change.lastWeek')}
                footer={t('summary.previousWeek', { value: f.currency(week.previous) })}
              />
              <Button
                icon={<DownloadOutlined />}
                style={{ marginBlockStart: 16 }}
                onClick={() => void downloadCsv(rows(), title)}
              >
                {t('weekly.download')}
              </Button>
            </Col>
            <Col xs={24} md={16}>
              <ThemedChart
                type="bar"
                data={data}
                options={options}
                ariaLabel={t('weekly.chartLabel')}
                // As tall as the Sales by Category card beside it, so neither card has an empty half.
                height={300}
              />
            </Col>
          </Row>
        )
      }
    </WidgetCard>
  );
}
