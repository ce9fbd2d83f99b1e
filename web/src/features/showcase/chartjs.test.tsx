import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { THEME_CONFIG } from '../../config/app-config';
import { renderWithProviders } from '../../testing/render';
import ChartjsPage from './pages/chartjs';

// jsdom has no canvas: the stub stands in for react-chartjs-2's <Chart> and shows what it would draw.
vi.mock('react-chartjs-2', () => ({
  Chart: (props: { type: string; data: unknown; options: unknown; 'aria-label': string }) => (
    <pre role="img" aria-label={props['aria-label']} data-testid="chartjs-chart">
      {JSON.stringify({ type: props.type, data: props.data, options: props.options })}
    </pre>
  ),
}));

type Drawn = {
  type: string;
  data: { labels: string[]; datasets: { label: string }[] };
  options: { locale: string; scales?: { x?: { reverse?: boolean } } };
};
const chartIn = (card: HTMLElement): Drawn =>
  JSON.parse(within(card).getByTestId('chartjs-chart').textContent ?? '{}');

const renderPage = (theme: Partial<typeof THEME_CONFIG> = {}) =>
  renderWithProviders(
    <AntdApp>
      <ChartjsPage />
    </AntdApp>,
    { route: '/app/components/charts/chartjs', preloadedState: { theme: { ...THEME_CONFIG, ...theme } } },
  );

describe('ChartJS showcase', { timeout: 30_000 }, () => {
  it('shows six demos drawn with the themed chart, with localized labels', async () => {
    renderPage();
    // Charts are created one per task: wait for the six.
    await waitFor(() => expect(screen.getAllByTestId('chartjs-chart')).toHaveLength(6));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Area chart',
      'Bar chart',
      'Doughnut chart',
      'Line chart',
      'Polar area chart',
      'Radar chart',
    ]);
    expect(
      screen.getAllByTestId('chartjs-chart').map((c) => chartIn(c.parentElement as HTMLElement).type),
    ).toEqual(['line', 'bar', 'doughnut', 'line', 'polarArea', 'radar']);
    const bar = chartIn(screen.getByRole('region', { name: 'Bar chart' }));
    expect(bar.data.labels).toEqual(['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul']);
    expect(bar.data.datasets.map((d) => d.label)).toEqual(['Online', 'In store']);
    expect(bar.options.locale).toBe('en');
    expect(screen.getByRole('img', { name: /Customer ratings on six criteria/ })).toBeInTheDocument();
  });

  it('reads the categories from the right in right-to-left', async () => {
    renderPage({ direction: 'rtl' });
    const bar = screen.getByRole('region', { name: 'Bar chart' });
    await waitFor(() =>
      expect(chartIn(bar).data.labels).toEqual(['Jul', 'Jun', 'May', 'Apr', 'Mar', 'Feb', 'Jan']),
    );
    expect(chartIn(bar).options.scales?.x?.reverse).toBe(false);
  });

  it('shows and copies the source of a demo', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const expected = readFileSync(path.resolve(__dirname, 'demos/chartjs/radar.tsx'), 'utf8');
    renderPage();
    const card = screen.getByRole('region', { name: 'Radar chart' });
    await user.click(within(card).getByRole('button', { name: 'Show code' }));
    const code = await within(card).findByRole('region', { name: 'Source code: Radar chart' });
    await waitFor(() => expect(code.querySelector('pre > code')?.textContent).toBe(expected));
    await user.click(within(card).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(expected));
  });
});
