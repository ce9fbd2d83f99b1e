import type { Locale as AntdLocale } from 'antd/es/locale';
import dayjs from 'dayjs';
import type { Locale } from '../config/app-config';

/** antd's locale pack (texts and form validation messages) and dayjs's locale, loaded only when chosen. */
const antdPacks: Record<Locale, () => Promise<AntdLocale | undefined>> = {
  en: async () => undefined, // antd's built-in default is English
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

const DAYJS_NAMES: Record<Locale, string> = { en: 'en', zh: 'zh-cn', fr: 'fr', ja: 'ja' };

export async function loadLocalePacks(locale: Locale): Promise<AntdLocale | undefined> {
  const [antd] = await Promise.all([antdPacks[locale](), dayjsLocales[locale]()]);
  dayjs.locale(DAYJS_NAMES[locale]);
  return antd;
}
