import { describe, expect, it } from 'vitest';
import { type AntdCssSet, antdCss } from './antd-css';

const SETS: AntdCssSet[] = ['sign-in', 'shell', 'catalogue'];
const MAP = /((?:\.data-ant-cssinjs-cache-path)+)\{content:"([^"]*)"/;

describe('antd styles prebuilt in three sets', () => {
  const css = Object.fromEntries(SETS.map((set) => [set, antdCss(set)])) as Record<AntdCssSet, string>;
  const map = (set: AntdCssSet) => {
    const [, selector = '', entries = ''] = MAP.exec(css[set]) ?? [];
    return { classes: selector.split('.').length - 1, entries: entries.split(';').filter(Boolean) };
  };

  it('gives each set a cache map that lists the sets before it and wins over theirs wherever it sits', () => {
    expect(SETS.map((set) => map(set).classes)).toEqual([1, 2, 3]);
    const [signIn, shell, catalogue] = SETS.map((set) => map(set).entries);
    expect(signIn?.length).toBeGreaterThan(8);
    expect(shell?.slice(0, signIn?.length)).toEqual(signIn);
    expect(catalogue?.slice(0, shell?.length)).toEqual(shell);
    expect(catalogue?.length).toBeGreaterThan(shell?.length ?? 0);
  });

  // Whether the set styles the component itself: a rule on `:where(.css-<hash>).ant-btn` (not `… .ant-btn` inside
  // another component's rule). A boolean, so that a failure does not print a stylesheet.
  const styles = (set: AntdCssSet, component: string) =>
    new RegExp(`\\)\\.ant-${component}(?![\\w-])`).test(css[set]);

  it('puts each component’s rules in one set only: the sign-in page carries no menu or table', () => {
    const sets = (component: string) => SETS.filter((set) => styles(set, component));
    expect(sets('btn')).toEqual(['sign-in']);
    expect(sets('form-item')).toEqual(['sign-in']);
    expect(sets('menu')).toEqual(['shell']);
    expect(sets('table-wrapper')).toEqual(['shell']);
    expect(sets('dropdown')).toEqual(['shell']);
    expect(sets('switch')).toEqual(['catalogue']);
  });
});
