import type { Locale as AntdLocale } from 'antd/es/locale';
import enUS from 'antd/es/locale/en_US';
import type { Locale } from '../config/app-config';

/** antd's locale pack (texts and form validation messages) and dayjs's locale, loaded only when chosen. */
const antdPacks: Record<Locale, () => Promise<AntdLocale>> = {
  en: async () => enUS, // already part of antd's ConfigProvider
  zh: () => import('antd/es/locale/zh_CN').then((m) => m.default),
  fr: () => import('antd/es/locale/fr_FR').then((m) => m.default),
  ja: () => import('antd/es/locale/ja_JP').then((m) => m.default),
};

const dayjsLocales: Record<Locale, () => Promise<unknown>> = {
  en: async () => undefined,
  zh: () => import('dayjs/locale/zh-cn'),
  fr: () => import('dayjs/locale/fr'),
  ja: () => import('dayjs/locale/ja'),
};

/** dayjs's name for each app language's locale. */
export const DAYJS_NAMES: Record<Locale, string> = { en: 'en', zh: 'zh-cn', fr: 'fr', ja: 'ja' };

let dayjsLocaleChanged = false;

export async function loadLocalePacks(locale: Locale): Promise<AntdLocale> {
  // dayjs starts in English: until another language is picked, the sign-in page need not load it.
  if (locale === 'en' && !dayjsLocaleChanged) return enUS;
  dayjsLocaleChanged = true;
  const [antd, { default: dayjs }] = await Promise.all([
    antdPacks[locale](),
    import('dayjs'),
    dayjsLocales[locale](),
  ]);
  dayjs.locale(DAYJS_NAMES[locale]);
  return antd;
}
