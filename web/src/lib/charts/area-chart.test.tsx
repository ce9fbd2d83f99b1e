import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { THEME_CONFIG } from '../../config/app-config';
import { AreaChart, areaLayout, niceScale, textWidth } from './area-chart';

const LABELS = ['Jan', 'Feb', 'Mar', 'Apr'];
const SERIES = [
  { key: 'visitors', label: 'Visitors', values: [120, 340, 90, 410], color: '#3e82f7' },
  { key: 'pageViews', label: 'Page views', values: [800, 1200, 400, 1500], color: '#04d182' },
];
const plain = (n: number) => String(n);

describe('niceScale', () => {
  it('runs from zero to a round number above the largest value in whole steps', () => {
    expect(niceScale(1500)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
    expect(niceScale(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
    expect(niceScale(41)).toEqual({ top: 60, ticks: [0, 20, 40, 60] });
    // Counts: never a step below one, never 2.5.
    expect(niceScale(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(niceScale(9).ticks.every(Number.isInteger)).toBe(true);
  });

  it('shows 0 to 1 when there is nothing to scale', () => {
    expect(niceScale(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(niceScale(Number.NaN)).toEqual({ top: 1, ticks: [0, 1] });
  });
});

describe('areaLayout', () => {
  const input = { labels: LABELS, series: SERIES, width: 400, height: 200, tick: plain };

  it('puts time left to right with the axis on the left in LTR, and mirrors both in RTL', () => {
    const ltr = areaLayout({ ...input, rtl: false });
    const rtl = areaLayout({ ...input, rtl: true });
    expect(ltr.xs[0]).toBeLessThan(ltr.xs[3] ?? 0);
    expect(rtl.xs[0]).toBeGreaterThan(rtl.xs[3] ?? 0);
    expect(ltr.tickX).toBeLessThan(ltr.xs[0] ?? 0);
    expect(rtl.tickX).toBeGreaterThan(rtl.xs[0] ?? 0);
    expect([ltr.tickAnchor, rtl.tickAnchor]).toEqual(['end', 'start']);
  });

  it('scales every series to the same axis, zero on the bottom line', () => {
    const layout = areaLayout({ ...input, rtl: false });
    expect(layout.ticks.map((t) => t.label)).toEqual(['0', '500', '1000', '1500']);
    expect(layout.ticks[0]?.y).toBe(layout.bottom);
    expect(layout.paths[1]?.points[3]).toBe(layout.top); // 1500 is the top of the scale
    expect(layout.paths[1]?.area.endsWith(`L${layout.xs[0]} ${layout.bottom} Z`)).toBe(true);
  });

  it('leaves out category labels that would not fit side by side', () => {
    const labels = Array.from({ length: 30 }, (_, i) => `Mar ${i + 1}`);
    const layout = areaLayout({ ...input, labels, series: [], width: 320, rtl: false });
    expect(layout.xLabels.length).toBeLessThan(30);
    expect(layout.xLabels[0]?.label).toBe('Mar 1');
    const gaps = layout.xLabels.slice(1).map((l, i) => l.x - (layout.xLabels[i]?.x ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(6 * 7); // at least the width of a label
  });

  it('keeps the first and last labels inside the box, CJK labels counted wider', () => {
    const labels = ['2026年1月', '2026年2月', '2026年3月'];
    for (const rtl of [false, true]) {
      const layout = areaLayout({ ...input, labels, series: [], width: 300, rtl });
      for (const { label, x } of layout.xLabels) {
        expect(x - textWidth(label) / 2).toBeGreaterThanOrEqual(0);
        expect(x + textWidth(label) / 2).toBeLessThanOrEqual(300);
      }
    }
    expect(textWidth('2026年1月')).toBe(5 * 7 + 2 * 12);
    expect(textWidth('\u2066$1,200\u2069')).toBe(textWidth('$1,200'));
  });
});

function renderChart(theme: Partial<typeof THEME_CONFIG> = {}) {
  const store = makeStore({ preloadedState: { theme: { ...THEME_CONFIG, ...theme } }, persist: false });
  return render(
    <Provider store={store}>
      <AreaChart labels={LABELS} series={SERIES} ariaLabel="Unique visitors (Month)" tick={plain} />
    </Provider>,
  );
}

describe('AreaChart', () => {
  it('is an image named by its label and described by its data', () => {
    renderChart();
    const image = screen.getByRole('img', { name: 'Unique visitors (Month)' });
    expect(image.querySelector('desc')?.textContent).toBe(
      'Visitors — Jan: 120, Feb: 340, Mar: 90, Apr: 410; Page views — Jan: 800, Feb: 1,200, Mar: 400, Apr: 1,500',
    );
    expect(image.querySelectorAll('[data-series]')).toHaveLength(2);
  });

  it('shows every series’ value at the category under the pointer, and hides it when the pointer leaves', () => {
    renderChart();
    const image = screen.getByRole('img', { name: 'Unique visitors (Month)' });
    // Hidden until there is a category to show (`hidden` also keeps it out of the accessibility tree).
    const tooltip = screen.getByRole('status', { hidden: true });
    expect(tooltip).not.toBeVisible();
    // jsdom has no layout: the SVG is drawn 600 wide, and the pointer's x is read in those units.
    fireEvent.pointerMove(image, { clientX: 590 });
    expect(tooltip).toBeVisible();
    expect(within(tooltip).getByText('Apr')).toBeInTheDocument();
    expect(within(tooltip).getByText('1,500')).toBeInTheDocument();
    expect(image.querySelectorAll('.area-chart-active circle')).toHaveLength(2);
    fireEvent.pointerLeave(image);
    expect(tooltip).not.toBeVisible();
  });

  it('reads the values with the keyboard, arrows following the screen in RTL', async () => {
    renderChart({ direction: 'rtl' });
    const plot = screen.getByRole('img', { name: 'Unique visitors (Month)' }).parentElement;
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab(); // the two legend buttons, then the plot
    expect(plot).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}'); // in RTL time runs leftwards: the first category
    expect(within(screen.getByRole('status')).getByText('Jan')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(screen.getByRole('status')).getByText('Feb')).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(within(screen.getByRole('status')).getByText('Apr')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('status', { hidden: true })).not.toBeVisible();
  });

  it('hides and shows a series from its legend button, rescaling the axis', async () => {
    renderChart();
    const image = screen.getByRole('img', { name: 'Unique visitors (Month)' });
    const pageViews = screen.getByRole('button', { name: 'Page views' });
    expect(pageViews).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(pageViews);
    expect(pageViews).toHaveAttribute('aria-pressed', 'false');
    expect(image.querySelectorAll('[data-series]')).toHaveLength(1);
    expect(within(image).getByText('600')).toBeInTheDocument(); // the axis now ends at 600 (visitors' 410)
    expect(within(image).queryByText('1500')).toBeNull();
    await userEvent.click(pageViews);
    expect(image.querySelectorAll('[data-series]')).toHaveLength(2);
  });
});
