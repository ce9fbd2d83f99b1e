// Build-time rendering (in Node, by web/build/prerender.ts) of the pages that paint before any JavaScript has run:
// the sign-in and sign-up pages, and the signed-in shell around a dashboard's placeholders. The browser's own render
// then takes over (features/auth/components/prerendered.ts, lib/prerendered.ts).
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { Route, Routes, StaticRouter } from 'react-router';
import { antdThemeFor } from '../app/antd-theme';
import { makeStore } from '../app/store';
import {
  type Direction,
  type Locale,
  THEME_CONFIG,
  type ThemeMode,
  type ThemeState,
} from '../config/app-config';
import LoginOne from '../features/auth/pages/login-one';
import LoginTwo from '../features/auth/pages/login-two';
import RegisterOne from '../features/auth/pages/register-one';
import RegisterTwo from '../features/auth/pages/register-two';
import AnalyticDashboard from '../features/dashboards/pages/analytic-dashboard';
import DefaultDashboard from '../features/dashboards/pages/default-dashboard';
import SalesDashboard from '../features/dashboards/pages/sales-dashboard';
import AppLayout from '../layouts/app-layout/app-layout';
import { AuthFrame } from '../layouts/auth-layout';

const SCREENS = { login1: LoginOne, login2: LoginTwo, register1: RegisterOne, register2: RegisterTwo };
export type PrerenderedScreen = keyof typeof SCREENS;

const DASHBOARDS = { default: DefaultDashboard, analytic: AnalyticDashboard, sales: SalesDashboard };
export type PrerenderedDashboard = keyof typeof DASHBOARDS;

/** Translations by namespace (`common`, `shell`, …). */
type Namespaces = Record<string, object>;

type CommonOptions = {
  /** The address the page is served at (its links depend on it). */
  path: string;
  locale: Locale;
  direction: Direction;
  theme: ThemeMode;
  /** The namespaces the page reads, in English (the fallback) and in `locale`. */
  messages: { en: Namespaces; local: Namespaces };
  antdLocale: AntdLocale;
};

export type RenderOptions = CommonOptions & { screen: PrerenderedScreen };

/** The side or top nav as the member saved it (the `n`, `c` and `s` of the prefs cookie). */
export type NavVariant = Pick<ThemeState, 'navType' | 'navCollapsed' | 'sideNavTheme'>;
export type ShellOptions = CommonOptions & { dashboard: PrerenderedDashboard; nav: NavVariant };

/**
 * antd's style caches, one per kind of page and theme for the whole build: antd generates a component's styles once,
 * not once a page (a third of a shell's render time). A page's CSS is then what its kind of page has generated so
 * far, a superset of its own.
 */
const styleCaches = new Map<string, ReturnType<typeof createCache>>();

/**
 * `page`'s markup, and the CSS variables antd would write at runtime for the theme (its component styles are
 * prebuilt into the app's stylesheet; see build/antd-css.ts). The markup does not depend on the theme: with CSS
 * variables, light and dark differ only in the variables' values.
 */
function render(
  kind: 'auth' | 'shell',
  { path, locale, direction, theme, messages, antdLocale }: CommonOptions,
  page: ReactNode,
  state: Partial<ThemeState> = {},
) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    ns: Object.keys(messages.en),
    defaultNS: 'common',
    resources: { en: messages.en, [locale]: messages.local },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  const store = makeStore({
    preloadedState: { theme: { ...THEME_CONFIG, ...state, locale, direction, currentTheme: theme } },
    persist: false,
  });
  const cacheKey = `${kind}:${theme}`;
  const cache = styleCaches.get(cacheKey) ?? createCache();
  styleCaches.set(cacheKey, cache);
  const html = renderToString(
    <StyleProvider cache={cache}>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <ConfigProvider theme={antdThemeFor(theme)} direction={direction} locale={antdLocale}>
            <StaticRouter location={path}>{page}</StaticRouter>
          </ConfigProvider>
        </I18nextProvider>
      </Provider>
    </StyleProvider>,
  );
  const css = extractStyle(cache, { plain: true, types: ['token', 'cssVar'] });
  return { html, css };
}

/** A sign-in or sign-up page inside the auth layout. */
export function renderScreen({ screen, ...options }: RenderOptions) {
  const Screen = SCREENS[screen];
  return render(
    'auth',
    options,
    <AuthFrame>
      <Screen />
    </AuthFrame>,
  );
}

/**
 * The signed-in shell (header, side or top nav, page header, footer) around a dashboard in its first state: every
 * widget waiting for its data, as placeholders of the widget's own shape. Rendered for a member: the items only a
 * role can see join the menu when the app takes over.
 */
export function renderShell({ dashboard, nav, ...options }: ShellOptions) {
  const Dashboard = DASHBOARDS[dashboard];
  return render(
    'shell',
    options,
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={options.path} element={<Dashboard />} />
      </Route>
    </Routes>,
    nav,
  );
}
