import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../config/app-config';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { onLocaleChange } from '../slice';
import { LANGUAGE_NAMES } from './flags';
import './language.css';

/**
 * The sign-in pages' language picker: a native select, so the first page a visitor sees carries no menu or
 * popup code (the header's richer LanguageMenu loads with the signed-in shell).
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useAppSelector((s) => s.theme.locale);
  const dispatch = useAppDispatch();
  return (
    <select
      className={`language-select ${className ?? ''}`}
      aria-label={t('header.language')}
      value={locale}
      onChange={(e) => dispatch(onLocaleChange(e.target.value as Locale))}
      data-testid="language-select"
    >
      {LOCALES.map((lng) => (
        <option key={lng} value={lng} lang={lng}>
          {LANGUAGE_NAMES[lng]}
        </option>
      ))}
    </select>
  );
}
