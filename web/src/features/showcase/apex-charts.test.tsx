import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { THEME_CONFIG } from '../../config/app-config';
import { renderWithProviders } from '../../testing/render';
import ApexChartsPage from './pages/apex-charts';

// ApexCharts draws SVG with layout measurements jsdom does not have; E2E runs the real thing. The stub shows the
// props each chart would be drawn with, so the theming can be checked here.
vi.mock('react-apexcharts/core', () => ({
  default: (props: { type: string; series: unknown; options: Record<string, unknown> }) => (
    <pre data-testid="apex-chart">
      {JSON.stringify({ type: props.type, series: props.series, options: props.options })}
    </pre>
  ),
}));
vi.mock('apexcharts/line', () => ({}));
vi.mock('apexcharts/bar', () => ({}));
vi.mock('apexcharts/pie', () => ({}));
vi.mock('apexcharts/features/legend', () => ({}));
vi.mock('apexcharts/features/keyboard', () => ({}));

type ChartProps = {
  type: string;
  series: { name?: string; data?: number[] }[] | number[];
  options: {
    theme: { mode: string };
    chart: { background: string; foreColor: string; defaultLocale: string; locales: { name: string }[] };
    xaxis: { categories?: string[] };
    yaxis: { opposite?: boolean; reversed?: boolean };
    labels?: string[];
  };
};

const chartIn = (card: HTMLElement): ChartProps =>
  JSON.parse(within(card).getByTestId('apex-chart').textContent ?? '{}');

const renderPage = (theme: Partial<typeof THEME_CONFIG> = {}) =>
  renderWithProviders(
    <AntdApp>
      <ApexChartsPage />
    </AntdApp>,
    { route: '/app/components/charts/apex-charts', preloadedState: { theme: { ...THEME_CONFIG, ...theme } } },
  );

const source = (file: string) => readFileSync(path.resolve(__dirname, 'demos/apex', file), 'utf8');

describe('Apex Charts showcase', { timeout: 30_000 }, () => {
  it('shows ten demos, each a titled card with a description and a chart', () => {
    renderPage();
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'Area chart',
      'Bar chart',
      'Column chart',
      'Line chart',
      'Dashed line chart',
      'Donut chart',
      'Grouped bar chart',
      'Pie chart',
      'Spline area chart',
      'Stacked column chart',
    ]);
    expect(screen.getAllByTestId('apex-chart')).toHaveLength(10);
    const area = screen.getByRole('region', { name: 'Area chart' });
    expect(
      within(area).getByText(/Revenue and expenses over nine months/, { selector: 'p > bdi' }),
    ).toBeInTheDocument();
  });

  it('shows the demo source on Show code and copies it with Copy', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderPage();
    const card = screen.getByRole('region', { name: 'Area chart' });
    const toggle = within(card).getByRole('button', { name: 'Show code' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByRole('region', { name: 'Source code: Area chart' })).not.toBeInTheDocument();

    await user.click(toggle);
    const code = await within(card).findByRole('region', { name: 'Source code: Area chart' });
    await waitFor(() => expect(code.querySelector('pre > code')?.textContent).toBe(source('area.tsx')));
    expect(within(card).getByRole('button', { name: 'Hide code' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(source('area.tsx')));
    expect(await screen.findByText('Copied')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Hide code' }));
    expect(within(card).queryByRole('region', { name: 'Source code: Area chart' })).not.toBeInTheDocument();
  });

  it('copies a source that was never shown', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    renderPage();
    const card = screen.getByRole('region', { name: 'Pie chart' });
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(source('pie.tsx')));
  });

  it('themes the charts for light mode and English: transparent, locales, month names, series names', () => {
    renderPage();
    const area = chartIn(screen.getByRole('region', { name: 'Area chart' }));
    expect(area.type).toBe('area');
    expect(area.options.theme.mode).toBe('light');
    expect(area.options.chart.background).toBe('transparent');
    expect(area.options.chart.defaultLocale).toBe('en');
    expect(area.options.chart.locales.map((l) => l.name)).toEqual(['en', 'zh-cn', 'fr', 'ja']);
    expect(area.options.xaxis.categories).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
    ]);
    expect((area.series as { name: string }[]).map((s) => s.name)).toEqual(['Revenue', 'Expenses']);
    expect(area.options.yaxis.opposite).toBeFalsy();

    const pie = chartIn(screen.getByRole('region', { name: 'Pie chart' }));
    expect(pie.options.labels).toEqual(['Direct', 'Search', 'Social media', 'Email', 'Referral']);
  });

  it('follows dark mode and right-to-left: dark theme, mirrored category axis on the right', () => {
    renderPage({ currentTheme: 'dark', direction: 'rtl' });
    const column = chartIn(screen.getByRole('region', { name: 'Column chart' }));
    expect(column.options.theme.mode).toBe('dark');
    expect(column.options.xaxis.categories?.[0]).toBe('Dec');
    expect((column.series as { data: number[] }[])[0]?.data[0]).toBe(940);
    expect(column.options.yaxis.opposite).toBe(true);
    // Horizontal bars keep their order top to bottom and grow from the right (ApexCharts' reversed axis).
    const bar = chartIn(screen.getByRole('region', { name: 'Bar chart' }));
    expect(bar.options.xaxis.categories?.[0]).toBe('Direct');
    expect(bar.options.yaxis.reversed).toBe(true);
  });
});
