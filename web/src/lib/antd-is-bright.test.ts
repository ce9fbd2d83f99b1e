import { AggregationColor } from 'antd/es/color-picker/color';
import { isBright as antdIsBright } from 'antd/es/color-picker/components/ColorPresets';
import { describe, expect, it } from 'vitest';
import { isBright } from './antd-is-bright';

// The copy stands in for antd's function in every build (build/antd-import-redirects.ts): it must answer the same.
describe('isBright', () => {
  const colours = [
    '#000000',
    '#ffffff',
    '#1677ff',
    '#fadb14',
    '#c0c0c0',
    '#c1c1c1',
    '#ff4d4f',
    'rgba(255,255,255,0.5)',
    'rgba(255,255,255,0.51)',
    'rgba(0,0,0,0.2)',
    'rgba(250,219,20,0.3)',
    'transparent',
  ];
  const backgrounds = ['#ffffff', '#141414', '#1677ff'];

  it.each(colours)('answers as antd does for %s on light, dark and blue backgrounds', (colour) => {
    for (const background of backgrounds) {
      const value = new AggregationColor(colour);
      expect(isBright(value, background)).toBe(antdIsBright(value, background));
    }
  });

  it('tells a bright colour from a dark one', () => {
    expect(isBright(new AggregationColor('#fadb14'), '#ffffff')).toBe(true);
    expect(isBright(new AggregationColor('#1677ff'), '#ffffff')).toBe(false);
    expect(isBright(new AggregationColor('rgba(0,0,0,0.2)'), '#ffffff')).toBe(true);
    expect(isBright(new AggregationColor('rgba(0,0,0,0.2)'), '#141414')).toBe(false);
  });
});
