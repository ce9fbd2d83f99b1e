import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  type Direction,
  LOCALES,
  type Locale,
  type NavType,
  THEME_CONFIG,
  THEME_STORAGE_KEY,
  type ThemeMode,
  type ThemeState,
} from '../../config/app-config';

/** Fields kept across reloads; mobileNav and blankLayout describe the moment, not a preference. */
const PERSISTED: (keyof ThemeState)[] = [
  'navCollapsed',
  'sideNavTheme',
  'locale',
  'navType',
  'topNavColor',
  'headerNavColor',
  'currentTheme',
  'direction',
];

const isOneOf = <T extends string>(value: unknown, options: readonly T[]): value is T =>
  typeof value === 'string' && (options as readonly string[]).includes(value);

/** Reads saved settings, keeping only well-formed values so a tampered entry cannot break the shell. */
export function loadThemeState(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ThemeState {
  const state = { ...THEME_CONFIG };
  let saved: Record<string, unknown> = {};
  try {
    saved = JSON.parse(storage?.getItem(THEME_STORAGE_KEY) ?? '{}') ?? {};
  } catch {
    return state;
  }
  if (typeof saved.navCollapsed === 'boolean') state.navCollapsed = saved.navCollapsed;
  if (isOneOf(saved.sideNavTheme, ['light', 'dark'] as const)) state.sideNavTheme = saved.sideNavTheme;
  if (isOneOf(saved.currentTheme, ['light', 'dark'] as const)) state.currentTheme = saved.currentTheme;
  if (isOneOf(saved.locale, LOCALES)) state.locale = saved.locale;
  if (isOneOf(saved.navType, ['side', 'top'] as const)) state.navType = saved.navType;
  if (isOneOf(saved.direction, ['ltr', 'rtl'] as const)) state.direction = saved.direction;
  const color = /^#[0-9a-f]{3,8}$/i;
  if (typeof saved.topNavColor === 'string' && color.test(saved.topNavColor))
    state.topNavColor = saved.topNavColor;
  if (
    saved.headerNavColor === '' ||
    (typeof saved.headerNavColor === 'string' && color.test(saved.headerNavColor))
  )
    state.headerNavColor = saved.headerNavColor;
  return state;
}

/**
 * The settings the server needs to send a prerendered page that fits (server/src/spa.ts reads them; public/boot.js
 * writes the same at each page load): language, theme, direction, nav type, collapse and side nav colour.
 */
export const prefsCookie = (state: ThemeState) =>
  `atrium.prefs=l=${state.locale}&t=${state.currentTheme}&d=${state.direction}&n=${state.navType}` +
  `&c=${state.navCollapsed ? 1 : 0}&s=${state.sideNavTheme}; path=/; max-age=31536000; samesite=lax`;

export function saveThemeState(state: ThemeState, storage: Pick<Storage, 'setItem'> = localStorage) {
  const kept = Object.fromEntries(PERSISTED.map((key) => [key, state[key]]));
  try {
    storage.setItem(THEME_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or disabled (private mode): the settings then last for this visit only.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: written with the settings, synchronously (the Cookie Store API is async)
  if (typeof document !== 'undefined') document.cookie = prefsCookie(state);
}

/** Spec section 4: each action replaces the one matching field with the given value. */
export const themeSlice = createSlice({
  name: 'theme',
  initialState: THEME_CONFIG,
  reducers: {
    toggleCollapsedNav: (state, action: PayloadAction<boolean>) => {
      state.navCollapsed = action.payload;
    },
    onNavStyleChange: (state, action: PayloadAction<ThemeMode>) => {
      state.sideNavTheme = action.payload;
    },
    onLocaleChange: (state, action: PayloadAction<Locale>) => {
      state.locale = action.payload;
    },
    onNavTypeChange: (state, action: PayloadAction<NavType>) => {
      state.navType = action.payload;
    },
    onTopNavColorChange: (state, action: PayloadAction<string>) => {
      state.topNavColor = action.payload;
    },
    onHeaderNavColorChange: (state, action: PayloadAction<string>) => {
      state.headerNavColor = action.payload;
    },
    onMobileNavToggle: (state, action: PayloadAction<boolean>) => {
      state.mobileNav = action.payload;
    },
    onSwitchTheme: (state, action: PayloadAction<ThemeMode>) => {
      state.currentTheme = action.payload;
    },
    onDirectionChange: (state, action: PayloadAction<Direction>) => {
      state.direction = action.payload;
    },
    onBlankLayout: (state, action: PayloadAction<boolean>) => {
      state.blankLayout = action.payload;
    },
  },
});

export const {
  toggleCollapsedNav,
  onNavStyleChange,
  onLocaleChange,
  onNavTypeChange,
  onTopNavColorChange,
  onHeaderNavColorChange,
  onMobileNavToggle,
  onSwitchTheme,
  onDirectionChange,
  onBlankLayout,
} = themeSlice.actions;
