import { describe, expect, it } from 'vitest';
import { chartThemeFor } from './theme';

describe('chartThemeFor', () => {
  it('formats numbers, money, percents and months in the language', () => {
    const en = chartThemeFor('light', 'ltr', 'en');
    expect(en.currency(1234.5)).toBe('$1,234.50');
    expect(en.percent(12.5)).toBe('12.5%');
    expect(en.number(Number.NaN)).toBe('0');
    expect(en.bucket('2025-03-01', 'month')).toBe('Mar 2025');
    expect(en.weekday('2025-03-03')).toBe('Mon');

    const fr = chartThemeFor('light', 'ltr', 'fr');
    expect(fr.currency(1234.5)).toMatch(/^1\s234,50\s\$US$/);
    expect(fr.month('2025-02-01')).toBe('févr.');
    expect(chartThemeFor('light', 'ltr', 'ja').month('2025-02-01')).toBe('2月');
  });

  it('switches palette, text and grid colours with dark mode', () => {
    const light = chartThemeFor('light', 'ltr', 'en');
    const dark = chartThemeFor('dark', 'rtl', 'en');
    expect(dark.text).not.toBe(light.text);
    expect(dark.grid).not.toBe(light.grid);
    expect(dark.palette[0]).not.toBe(light.palette[0]);
    expect(dark.rtl).toBe(true);
    expect(light.alpha('#3e82f7', 0.5)).toBe('rgba(62, 130, 247, 0.5)');
  });
});
