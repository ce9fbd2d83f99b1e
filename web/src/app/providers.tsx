import ConfigProvider from 'antd/es/config-provider';
import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { useAppSelector } from '../lib/hooks';
import { i18n } from '../lib/i18n';
import { loadLocalePacks } from '../lib/locale-packs';
import { antdThemeFor } from './antd-theme';
import type { AppStore } from './store';

/** Applies the theme slice to the page: antd (algorithm, direction, locale pack), i18next, <html> and <body>. */
function ThemeBridge({ children }: { children: ReactNode }) {
  const { currentTheme, direction, locale } = useAppSelector((s) => s.theme);
  // Always a locale object: antd's ConfigProvider adds its locale wrapper only when one is given, and a
  // wrapper appearing on the first language change would remount the whole app (and lose typed input).
  const [antdLocale, setAntdLocale] = useState<AntdLocale>(enUS);

  useEffect(() => {
    let current = true;
    // Everything is fetched first and switched in one go, so no screen suspends halfway through the change.
    void Promise.all([loadLocalePacks(locale), i18n.loadLanguages(locale)]).then(async ([pack]) => {
      if (!current) return;
      await i18n.changeLanguage(locale);
      setAntdLocale(pack);
    });
    document.documentElement.lang = locale;
    return () => {
      current = false;
    };
  }, [locale]);

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = currentTheme;
    root.style.colorScheme = currentTheme;
    root.dir = direction;
    document.body.classList.toggle('rtl', direction === 'rtl');
    document.body.classList.toggle('ltr', direction === 'ltr');
  }, [currentTheme, direction]);

  const themeConfig = useMemo(() => antdThemeFor(currentTheme), [currentTheme]);
  return (
    <ConfigProvider theme={themeConfig} direction={direction} locale={antdLocale}>
      {children}
    </ConfigProvider>
  );
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeBridge>{children}</ThemeBridge>
      </I18nextProvider>
    </Provider>
  );
}
