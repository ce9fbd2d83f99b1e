import { describe, expect, it } from 'vitest';
import { THEME_CONFIG } from '../../config/app-config';
import {
  loadThemeState,
  onBlankLayout,
  onDirectionChange,
  onHeaderNavColorChange,
  onLocaleChange,
  onMobileNavToggle,
  onNavStyleChange,
  onNavTypeChange,
  onSwitchTheme,
  onTopNavColorChange,
  saveThemeState,
  themeSlice,
  toggleCollapsedNav,
} from './slice';

describe('theme slice defaults (spec section 3)', () => {
  it('has the spec defaults', () => {
    expect(themeSlice.getInitialState()).toEqual({
      navCollapsed: false,
      sideNavTheme: 'light',
      locale: 'en',
      navType: 'side',
      topNavColor: '#2768dc',
      headerNavColor: '',
      mobileNav: false,
      currentTheme: 'light',
      direction: 'ltr',
      blankLayout: false,
    });
  });
});

describe('each theme action replaces exactly its field (spec section 4)', () => {
  it.each([
    [toggleCollapsedNav(true), 'navCollapsed', true],
    [onNavStyleChange('dark'), 'sideNavTheme', 'dark'],
    [onLocaleChange('ja'), 'locale', 'ja'],
    [onNavTypeChange('top'), 'navType', 'top'],
    [onTopNavColorChange('#000000'), 'topNavColor', '#000000'],
    [onHeaderNavColorChange('#ff0000'), 'headerNavColor', '#ff0000'],
    [onMobileNavToggle(true), 'mobileNav', true],
    [onSwitchTheme('dark'), 'currentTheme', 'dark'],
    [onDirectionChange('rtl'), 'direction', 'rtl'],
    [onBlankLayout(true), 'blankLayout', true],
  ] as const)('%o sets %s', (action, field, value) => {
    expect(themeSlice.reducer(THEME_CONFIG, action)).toEqual({ ...THEME_CONFIG, [field]: value });
  });
});

describe('persistence', () => {
  it('round-trips the preferences but not the moment (mobileNav, blankLayout)', () => {
    saveThemeState({
      ...THEME_CONFIG,
      currentTheme: 'dark',
      direction: 'rtl',
      locale: 'fr',
      mobileNav: true,
      blankLayout: true,
    });
    expect(loadThemeState()).toEqual({
      ...THEME_CONFIG,
      currentTheme: 'dark',
      direction: 'rtl',
      locale: 'fr',
    });
  });
  it('ignores malformed or tampered values', () => {
    localStorage.setItem(
      'atrium.theme',
      JSON.stringify({ currentTheme: 'neon', locale: 'xx', topNavColor: 'red;}' }),
    );
    expect(loadThemeState()).toEqual(THEME_CONFIG);
    localStorage.setItem('atrium.theme', '{not json');
    expect(loadThemeState()).toEqual(THEME_CONFIG);
  });
});
