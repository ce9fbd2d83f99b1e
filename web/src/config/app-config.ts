export const APP_NAME = 'Atrium';
export const APP_PREFIX_PATH = '/app';
export const AUTH_PREFIX_PATH = '/auth';
export const AUTHENTICATED_ENTRY = `${APP_PREFIX_PATH}/dashboards/default`;
export const UNAUTHENTICATED_ENTRY = '/login';
export const REDIRECT_URL_KEY = 'redirect';
/** localStorage key of the auth token (the Firebase refresh token), spec section 3. */
export const AUTH_TOKEN_KEY = 'auth_token';
/** localStorage key of the persisted theme settings; public/boot.js reads it too, before first paint. */
export const THEME_STORAGE_KEY = 'atrium.theme';
/** Spec section 9: chunk load time-out. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const LOCALES = ['en', 'zh', 'fr', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

export type NavType = 'side' | 'top';
export type ThemeMode = 'light' | 'dark';
export type Direction = 'ltr' | 'rtl';

export type ThemeState = {
  navCollapsed: boolean;
  sideNavTheme: ThemeMode;
  locale: Locale;
  navType: NavType;
  topNavColor: string;
  headerNavColor: string;
  mobileNav: boolean;
  currentTheme: ThemeMode;
  direction: Direction;
  blankLayout: boolean;
};

export const DEFAULT_TOP_NAV_COLOR = '#3e82f7';

export const THEME_CONFIG: ThemeState = {
  navCollapsed: false,
  sideNavTheme: 'light',
  locale: 'en',
  navType: 'side',
  topNavColor: DEFAULT_TOP_NAV_COLOR,
  headerNavColor: '',
  mobileNav: false,
  currentTheme: 'light',
  direction: 'ltr',
  blankLayout: false,
};

/** Spec section 9. */
export const LAYOUT = {
  headerHeight: 70,
  footerHeight: 60,
  topNavHeight: 55,
  sideNavWidth: 250,
  sideNavCollapsedWidth: 80,
  contentMaxWidth: 1400,
  contentGutter: 25,
  contentGutterSm: 15,
} as const;

export const BREAKPOINTS = { mobile: 768, tablet: 992, desktop: 1400, laptop: 1600 } as const;

export const FONT = { base: 14, lg: 16, sm: 12, h1: 22, h2: 17 } as const;
/** The app's type face, for antd's theme and Chart.js canvases (styles.css has the same list for the page). */
export const FONT_FAMILY =
  "'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Hiragino Sans', 'PingFang SC', sans-serif";
export const CONTROL_HEIGHT = 40;
export const BORDER_RADIUS = 10;
export const PRIMARY_COLOR = '#3e82f7';
