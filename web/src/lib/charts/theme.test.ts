import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
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
    expect(fr.bucket('2025-03-09', 'day')).toBe('9 mars');
    expect(fr.date('2026-11-21T12:00:00Z')).toBe('21 novembre 2026');
    const ja = chartThemeFor('light', 'ltr', 'ja');
    expect(ja.month('2025-02-01')).toBe('2月');
    expect(ja.bucket('2025-03-01', 'month')).toBe('2025年3月');
    expect(chartThemeFor('light', 'ltr', 'zh').weekday('2025-03-03')).toBe('周一');
    // The app's language does not leak between themes: English stays English after French was used.
    expect(en.bucket('2025-03-09', 'day')).toBe('Mar 9');
    expect(en.date('2026-11-21T12:00:00Z')).toBe('November 21, 2026');
    expect(en.date('not a date')).toBe('not a date');
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
