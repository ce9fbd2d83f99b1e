import type { Locale } from '../../../config/app-config';
import './language.css';

// Small inline flags (no image requests); decorative, so hidden from assistive tech next to the language name.
const common = { width: 20, height: 14, focusable: false } as const;

const flags: Record<Locale, () => React.JSX.Element> = {
  en: () => (
    <svg viewBox="0 0 20 14" {...common} aria-hidden="true">
      <rect width="20" height="14" fill="#b22234" />
      {[1, 3, 5, 7, 9, 11].map((y) => (
        <rect key={y} y={y * (14 / 13)} width="20" height={14 / 13} fill="#fff" />
      ))}
      <rect width="9" height={14 * (7 / 13)} fill="#3c3b6e" />
    </svg>
  ),
  zh: () => (
    <svg viewBox="0 0 20 14" {...common} aria-hidden="true">
      <rect width="20" height="14" fill="#de2910" />
      <polygon
        points="4,1.5 4.9,4.2 7.7,4.2 5.4,5.9 6.3,8.6 4,6.9 1.7,8.6 2.6,5.9 0.3,4.2 3.1,4.2"
        fill="#ffde00"
      />
    </svg>
  ),
  fr: () => (
    <svg viewBox="0 0 20 14" {...common} aria-hidden="true">
      <rect width="20" height="14" fill="#fff" />
      <rect width="6.67" height="14" fill="#002395" />
      <rect x="13.33" width="6.67" height="14" fill="#ed2939" />
    </svg>
  ),
  ja: () => (
    <svg viewBox="0 0 20 14" {...common} aria-hidden="true">
      <rect width="20" height="14" fill="#fff" stroke="#ddd" strokeWidth="0.5" />
      <circle cx="10" cy="7" r="4.2" fill="#bc002d" />
    </svg>
  ),
};

export function Flag({ locale }: { locale: Locale }) {
  const Svg = flags[locale];
  return (
    <span className="flag">
      <Svg />
    </span>
  );
}

/** Each language's name in itself, so a person can find their own in any interface language. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  zh: '中文',
  fr: 'Français',
  ja: '日本語',
};
