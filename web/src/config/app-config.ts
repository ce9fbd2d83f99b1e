export const APP_NAME = 'Atrium';
export const APP_PREFIX_PATH = '/app';
export const AUTH_PREFIX_PATH = '/auth';
export const AUTHENTICATED_ENTRY = `${APP_PREFIX_PATH}/dashboards/default`;
export const UNAUTHENTICATED_ENTRY = '/login';
/** The terms and privacy pages, open signed in or not. */
export const LEGAL_PATH = '/legal';
export const REDIRECT_URL_KEY = 'redirect';
/** localStorage key of the auth token (the Firebase refresh token), spec section 3. */
export const AUTH_TOKEN_KEY = 'auth_token';
/** localStorage key of the signed-in person's name, for the greeting's first paint (features/auth/signed-in-name.ts). */
export const SIGNED_IN_NAME_KEY = 'atrium.name';
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

export const DEFAULT_TOP_NAV_COLOR = '#2768dc';

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
/** The brand blue: the logo, illustrations, chart series (never text: 3.7:1 on white). */
export const BRAND_COLOR = '#3e82f7';
/**
 * The same blue, deep enough for text and for white text on it (5.1:1 on white, 4.5:1 on a selected row): links,
 * primary buttons, selected menu items. In dark mode text uses LINK_COLOR_DARK (5.5:1 on the dark surface).
 */
export const PRIMARY_COLOR = '#2768dc';
export const LINK_COLOR_DARK = '#7aa9fa';
/** Secondary text (captions, group headings, descriptions): 5.2:1 on the light background, 5.5:1 on the dark one. */
export const MUTED_TEXT = { light: '#5b6b80', dark: '#a0a9b8' } as const;
