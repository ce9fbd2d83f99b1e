import { render } from '@testing-library/react';
import type { Chart } from 'chart.js';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { THEME_CONFIG } from '../../config/app-config';
import { firstFrameInSteps, ThemedChart } from './chartjs';
import { chartThemeFor } from './theme';

type Seen = {
  options: Record<string, unknown>;
  data: { labels: string[]; datasets: Record<string, unknown>[] };
};
const seen = vi.hoisted(() => [] as Seen[]);
vi.mock('react-chartjs-2', () => ({
  Chart: (props: Seen & { 'aria-label': string }) => {
    seen.push(props);
    return <canvas role="img" aria-label={props['aria-label']} />;
  },
}));

describe('ThemedChart', () => {
  it('themes the options from the store (dark, RTL) and keeps the caller’s own', async () => {
    const store = makeStore({
      preloadedState: { theme: { ...THEME_CONFIG, currentTheme: 'dark', direction: 'rtl' } },
      persist: false,
    });
    const { findByRole } = render(
      <Provider store={store}>
        <ThemedChart
          type="bar"
          ariaLabel="Sales"
          data={{
            labels: ['Jan', 'Feb', 'Mar'],
            datasets: [{ data: [1, 2, 3], backgroundColor: ['red', 'green', 'blue'], borderColor: 'black' }],
          }}
          options={{ scales: { y: { beginAtZero: true } }, plugins: { legend: { display: false } } }}
        />
      </Provider>,
    );
    expect(await findByRole('img', { name: 'Sales' })).toBeInTheDocument();
    const options = seen.at(-1)?.options as {
      scales: Record<
        string,
        { reverse?: boolean; beginAtZero?: boolean; position?: string; ticks: { color: string } }
      >;
      plugins: { legend: { rtl: boolean; display: boolean } };
    };
    const dark = chartThemeFor('dark', 'rtl', 'en');
    // RTL reads from the right: the categories and their per-point values are mirrored (not Chart.js's `reverse`,
    // which pads rotated labels for the wrong edge and clipped the leftmost one).
    const data = seen.at(-1)?.data;
    expect(data?.labels).toEqual(['Mar', 'Feb', 'Jan']);
    expect(data?.datasets[0]).toMatchObject({
      data: [3, 2, 1],
      backgroundColor: ['blue', 'green', 'red'],
      borderColor: 'black',
    });
    expect(options.scales.x?.reverse).toBe(false);
    expect(options.scales.y?.position).toBe('right');
    expect(options.scales.y?.beginAtZero).toBe(true);
    expect(options.scales.y?.ticks.color).toBe(dark.textSecondary);
    expect(options.plugins.legend).toMatchObject({ rtl: true, display: false });
  });

  it('creates charts one per task, and a chart removed while waiting does not hold up the others', async () => {
    const store = makeStore({ persist: false });
    const chart = (name: string) => (
      <ThemedChart
        key={name}
        type="line"
        ariaLabel={name}
        data={{ labels: ['a'], datasets: [{ data: [1] }] }}
      />
    );
    const view = render(<Provider store={store}>{['One', 'Two', 'Three'].map(chart)}</Provider>);
    // Nothing is drawn in the task that mounted them.
    expect(view.queryAllByRole('img')).toHaveLength(0);
    expect(await view.findByRole('img', { name: 'One' })).toBeInTheDocument();
    expect(view.queryByRole('img', { name: 'Three' })).toBeNull();
    view.rerender(<Provider store={store}>{['One', 'Three'].map(chart)}</Provider>);
    expect(await view.findByRole('img', { name: 'Three' })).toBeInTheDocument();
    expect(view.getAllByRole('img')).toHaveLength(2);
  });
});

describe('firstFrameInSteps', () => {
  type Hook = (chart: Chart, args: object, options: object) => boolean | undefined;
  const call = (hook: unknown, chart: Chart) => (hook as Hook)(chart, {}, {});
  const fakeChart = () => {
    const chart = { ctx: {}, update: vi.fn(), render: vi.fn() };
    // What Chart.js does: its update ends with a render, unless a plugin cancels the update.
    chart.update.mockImplementation(() => {
      if (call(firstFrameInSteps.beforeUpdate, chart as unknown as Chart) !== false) {
        call(firstFrameInSteps.beforeRender, chart as unknown as Chart);
      }
    });
    return chart;
  };

  it('lays a new chart out, then draws it, each in a task of its own; later updates run at once', () => {
    vi.useFakeTimers();
    try {
      const chart = fakeChart();
      // The creating task: the first update is put off.
      expect(call(firstFrameInSteps.beforeUpdate, chart as unknown as Chart)).toBe(false);
      expect(chart.update).not.toHaveBeenCalled();
      // Next task: the layout runs, and its drawing is put off.
      vi.advanceTimersToNextTimer();
      expect(chart.update).toHaveBeenCalledTimes(1);
      expect(chart.render).not.toHaveBeenCalled();
      // Next task: the drawing.
      vi.advanceTimersToNextTimer();
      expect(chart.render).toHaveBeenCalledTimes(1);
      expect(call(firstFrameInSteps.beforeUpdate, chart as unknown as Chart)).toBe(true);
      expect(call(firstFrameInSteps.beforeRender, chart as unknown as Chart)).toBe(true);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a chart destroyed before its turn alone', () => {
    vi.useFakeTimers();
    try {
      const chart = fakeChart();
      call(firstFrameInSteps.beforeUpdate, chart as unknown as Chart);
      (chart as { ctx: object | null }).ctx = null;
      vi.runAllTimers();
      expect(chart.update).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
