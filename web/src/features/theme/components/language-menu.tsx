import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../config/app-config';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { onLocaleChange } from '../slice';
import { Flag, LANGUAGE_NAMES } from './flags';
import './language.css';

/**
 * A globe, drawn here: antd's GlobalOutlined is 1.5 KB gzip of path data, the largest icon of every signed-in page.
 * In antd's icon box, so it sits in the button as antd's icons do.
 */
function GlobeIcon() {
  return (
    <span className="anticon">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="1em"
        height="1em"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
      >
        <circle cx="12" cy="12" r="9.5" />
        <path d="M2.5 12h19M12 2.5c2.6 2.6 3.8 5.8 3.8 9.5s-1.2 6.9-3.8 9.5c-2.6-2.6-3.8-5.8-3.8-9.5s1.2-6.9 3.8-9.5z" />
      </svg>
    </span>
  );
}

/** Header (and auth page) language picker: flag plus each language's own name. */
export function LanguageMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useAppSelector((s) => s.theme.locale);
  const dispatch = useAppDispatch();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((lng) => ({
          key: lng,
          icon: <Flag locale={lng} />,
          label: <span lang={lng}>{LANGUAGE_NAMES[lng]}</span>,
        })),
        onClick: ({ key }) => dispatch(onLocaleChange(key as Locale)),
      }}
    >
      <Button
        type="text"
        className={className}
        aria-label={t('header.languageCurrent', { code: locale.toUpperCase() })}
        data-testid="language-menu"
      >
        <GlobeIcon />
        <span className="language-menu-code">{locale.toUpperCase()}</span>
      </Button>
    </Dropdown>
  );
}
