import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../config/app-config';

/** The language the screen is shown in (one of the app's four). */
export function useShowcaseLanguage(): Locale {
  const { i18n } = useTranslation('showcase');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return LOCALES.find((l) => l === language) ?? 'en';
}

/** The first `count` month names of a year in the current language ("Jan", "janv.", "1月"). */
export function useMonthNames(count = 12, width: 'short' | 'long' = 'short'): string[] {
  const language = useShowcaseLanguage();
  return useMemo(() => monthNames(language, count, width), [language, count, width]);
}

export function monthNames(language: string, count = 12, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(language, { month: width, timeZone: 'UTC' });
  return Array.from({ length: count }, (_, month) => format.format(Date.UTC(2025, month, 1)));
}

/** Formats numbers the way the current language writes them (1,234 / 1 234 / 1,234). */
export function useNumberFormat(options?: Intl.NumberFormatOptions): (value: number) => string {
  const language = useShowcaseLanguage();
  const key = JSON.stringify(options ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the options object
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, options);
    return (value: number) => format.format(value);
  }, [language, key]);
}
