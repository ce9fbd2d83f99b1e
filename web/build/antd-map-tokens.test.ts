import { renderHook } from '@testing-library/react';
import { ConfigProvider, type ThemeConfig, theme } from 'antd';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { type PrecomputedMapTokens, withPrecomputedMapTokens } from '../src/app/antd-map-tokens';
import { antdThemeFor } from '../src/app/antd-theme';
import { precomputedMapTokens } from './antd-map-tokens';

/** The design token antd's components read under `config`. */
function tokenUnder(config: ThemeConfig) {
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(ConfigProvider, { theme: config }, children);
  return renderHook(() => theme.useToken().token, { wrapper }).result.current;
}

// As the build ships them: through JSON.
const built: PrecomputedMapTokens = JSON.parse(JSON.stringify(precomputedMapTokens()));

describe.each(['light', 'dark'] as const)('precomputed antd map tokens, %s theme', (mode) => {
  it('are used: antd hands the algorithm exactly the seed they were derived from', () => {
    const entry = built[mode];
    if (!entry) throw new Error(`no ${mode} entry`);
    const marked = { [mode]: { ...entry, map: { ...entry.map, colorSuccess: '#123456' } } };
    expect(tokenUnder(withPrecomputedMapTokens(antdThemeFor(mode), mode, marked)).colorSuccess).toBe(
      '#123456',
    );
  });

  it('give every component the token antd would derive itself', () => {
    expect(tokenUnder(withPrecomputedMapTokens(antdThemeFor(mode), mode, built))).toEqual(
      tokenUnder(antdThemeFor(mode)),
    );
  });

  it('step aside for any other seed', () => {
    const config = antdThemeFor(mode);
    const edited = { ...config, token: { ...config.token, colorPrimary: '#ff0000' } };
    expect(tokenUnder(withPrecomputedMapTokens(edited, mode, built))).toEqual(tokenUnder(edited));
  });
});
