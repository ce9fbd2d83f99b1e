import { GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../config/app-config';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { onLocaleChange } from '../slice';
import { Flag, LANGUAGE_NAMES } from './flags';
import './language.css';

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
        <GlobalOutlined aria-hidden />
        <span className="language-menu-code">{locale.toUpperCase()}</span>
      </Button>
    </Dropdown>
  );
}
