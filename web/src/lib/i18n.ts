import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import en from '../../public/locales/en/common.json';
import { LOCALES, type Locale } from '../config/app-config';

/**
 * English is bundled (instant first paint, and the fallback when a translation file is missing); the other
 * languages are fetched from /locales on demand. Retry and parallelism constants are the spec's (section 9).
 */
export function initI18n(lng: Locale) {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'en',
      supportedLngs: [...LOCALES],
      ns: ['common'],
      defaultNS: 'common',
      resources: { en: { common: en } },
      partialBundledLanguages: true,
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  return i18n;
}

export { i18n };
