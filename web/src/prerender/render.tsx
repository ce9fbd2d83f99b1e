// Build-time rendering (in Node, by web/build/prerender.ts) of the sign-in and sign-up pages to HTML, so that they
// paint before any JavaScript has run. The browser's own render then takes over (features/auth/components/prerendered.ts).
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import ConfigProvider from 'antd/es/config-provider';
import type { Locale as AntdLocale } from 'antd/es/locale';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { antdThemeFor } from '../app/antd-theme';
import { makeStore } from '../app/store';
import { type Direction, type Locale, THEME_CONFIG, type ThemeMode } from '../config/app-config';
import LoginOne from '../features/auth/pages/login-one';
import LoginTwo from '../features/auth/pages/login-two';
import RegisterOne from '../features/auth/pages/register-one';
import RegisterTwo from '../features/auth/pages/register-two';
import { AuthFrame } from '../layouts/auth-layout';

const SCREENS = { login1: LoginOne, login2: LoginTwo, register1: RegisterOne, register2: RegisterTwo };
export type PrerenderedScreen = keyof typeof SCREENS;

export type RenderOptions = {
  screen: PrerenderedScreen;
  /** The address the page is served at (its links depend on it). */
  path: string;
  locale: Locale;
  direction: Direction;
  theme: ThemeMode;
  /** The `common` namespace in English (the fallback) and in `locale`. */
  messages: { en: object; local: object };
  antdLocale: AntdLocale;
};

/**
 * The page's markup inside the auth layout, and the CSS variables antd would write at runtime for `theme` (its
 * component styles are prebuilt into the app's stylesheet; see build/antd-css.ts). The markup does not depend on the
 * theme: with CSS variables, light and dark differ only in the variables' values.
 */
export function renderScreen({
  screen,
  path,
  locale,
  direction,
  theme,
  messages,
  antdLocale,
}: RenderOptions) {
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: messages.en }, [locale]: { common: messages.local } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
  const store = makeStore({
    preloadedState: { theme: { ...THEME_CONFIG, locale, direction, currentTheme: theme } },
    persist: false,
  });
  const cache = createCache();
  const Screen = SCREENS[screen];
  const html = renderToString(
    <StyleProvider cache={cache}>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <ConfigProvider theme={antdThemeFor(theme)} direction={direction} locale={antdLocale}>
            <StaticRouter location={path}>
              <AuthFrame>
                <Screen />
              </AuthFrame>
            </StaticRouter>
          </ConfigProvider>
        </I18nextProvider>
      </Provider>
    </StyleProvider>,
  );
  const css = extractStyle(cache, { plain: true, types: ['token', 'cssVar'] });
  return { html, css };
}
