import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { THEME_CONFIG } from '../../config/app-config';
import { RingGauge, Sparkline, sparklinePaths } from './svg';
import { chartThemeFor } from './theme';

/** The numbers of an SVG path, in order. */
const numbersOf = (path: string) => (path.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);

describe('sparklinePaths', () => {
  it('runs from zero at the bottom to the largest value at the top, across the whole width', () => {
    const { line, area } = sparklinePaths([0, 5, 10], 100, 50, 2);
    expect(line.startsWith('M0 48 C')).toBe(true); // 0 sits on the bottom edge, inside the padding
    expect(line.endsWith(' 100 2')).toBe(true); // the largest value touches the top padding
    expect(line.match(/C/g)).toHaveLength(2); // one curve per gap between values
    expect(area).toBe(`${line} L100 48 L0 48 Z`); // closed along the zero line
  });

  it('keeps every control point inside the box, so the curve never dips below zero', () => {
    const { line } = sparklinePaths([10, 0, 0, 10, 0], 100, 40, 2);
    const ys = numbersOf(line).filter((_, i) => i % 2 === 1);
    expect(Math.max(...ys)).toBeLessThanOrEqual(38);
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(2);
  });

  it('draws one value as a flat line, all zeros along the bottom, and nothing for no values', () => {
    expect(sparklinePaths([7], 100, 20, 2).line).toBe('M0 2 C20 2 80 2 100 2');
    expect(numbersOf(sparklinePaths([0, 0, 0], 100, 20, 2).line).filter((_, i) => i % 2 === 1)).toEqual(
      Array(7).fill(18),
    );
    expect(sparklinePaths([], 100, 20)).toEqual({ line: '', area: '' });
  });
});

function renderThemed(node: React.ReactNode, theme: Partial<typeof THEME_CONFIG> = {}) {
  const store = makeStore({ preloadedState: { theme: { ...THEME_CONFIG, ...theme } }, persist: false });
  return render(<Provider store={store}>{node}</Provider>);
}

describe('Sparkline', () => {
  it('is an image named by its label and described by its values, in the theme colour', () => {
    renderThemed(<Sparkline values={[1200, 3400]} ariaLabel="Members per day" />);
    const chart = screen.getByRole('img', { name: 'Members per day' });
    expect(chart.querySelector('desc')).toHaveTextContent('1,200, 3,400');
    const [area, line] = chart.querySelectorAll('path');
    expect(line).toHaveAttribute('stroke', chartThemeFor('light', 'ltr', 'en').primary);
    expect(area).toHaveAttribute('fill', 'rgba(62, 130, 247, 0.15)');
    expect(chart.style.transform).toBe('');
  });

  it('runs right to left in RTL, uses the dark palette, and can go without the fill', () => {
    renderThemed(<Sparkline values={[1, 2]} ariaLabel="Trend" fill={false} />, {
      currentTheme: 'dark',
      direction: 'rtl',
    });
    const chart = screen.getByRole('img', { name: 'Trend' });
    expect(chart.style.transform).toBe('scaleX(-1)');
    expect(chart.querySelectorAll('path')).toHaveLength(1);
    expect(chart.querySelector('path')).toHaveAttribute('stroke', chartThemeFor('dark', 'rtl', 'en').primary);
  });
});

describe('RingGauge', () => {
  const dashes = (name: string) =>
    [...screen.getByRole('img', { name }).querySelectorAll('circle')].map((c) =>
      c.getAttribute('stroke-dasharray'),
    );

  it('fills its 270° track in proportion, clamped to the track', () => {
    renderThemed(
      <>
        <RingGauge fraction={0.5} ariaLabel="half" />
        <RingGauge fraction={1.7} ariaLabel="over" />
        <RingGauge fraction={0} ariaLabel="none" />
        <RingGauge fraction={Number.NaN} ariaLabel="unknown" />
      </>,
    );
    expect(dashes('half')).toEqual(['75 100', '37.5 100']);
    expect(dashes('over')).toEqual(['75 100', '75 100']);
    expect(dashes('none')).toEqual(['75 100']);
    expect(dashes('unknown')).toEqual(['75 100']);
  });
});
