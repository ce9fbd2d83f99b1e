import { describe, expect, it } from 'vitest';
import { monthNames } from './components/locale-format';

describe('showcase formats', () => {
  it('names the months in each language', () => {
    expect(monthNames('en', 3)).toEqual(['Jan', 'Feb', 'Mar']);
    expect(monthNames('fr', 2)).toEqual(['janv.', 'févr.']);
    expect(monthNames('ja', 2)).toEqual(['1月', '2月']);
    expect(monthNames('zh', 12, 'long').at(-1)).toBe('十二月');
  });
});
