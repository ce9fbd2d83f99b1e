import { CopyOutlined } from '@ant-design/icons';
import { App, Button, ColorPicker, Drawer, Radio, Select, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TOP_NAV_COLOR, LOCALES, type Locale, type NavType } from '../../../config/app-config';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import {
  onDirectionChange,
  onHeaderNavColorChange,
  onLocaleChange,
  onNavStyleChange,
  onNavTypeChange,
  onSwitchTheme,
  onTopNavColorChange,
  toggleCollapsedNav,
} from '../slice';
import { Flag, LANGUAGE_NAMES } from './flags';
import './theme-panel.css';

function Row({ label, htmlFor, children }: { label: string; htmlFor?: string; children: ReactNode }) {
  return (
    <div className="theme-panel-row">
      {htmlFor ? <label htmlFor={htmlFor}>{label}</label> : <span id={`${label}-label`}>{label}</span>}
      <div>{children}</div>
    </div>
  );
}

/** The theme drawer (SCREENS.md: 350 px, from the left in RTL). Every option writes the `theme` slice. */
export function ThemePanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const theme = useAppSelector((s) => s.theme);
  const isTop = theme.navType === 'top';

  const changeNavType = (navType: NavType) => {
    dispatch(onNavTypeChange(navType));
    dispatch(onHeaderNavColorChange(''));
    if (navType === 'top') {
      dispatch(onTopNavColorChange(DEFAULT_TOP_NAV_COLOR));
      dispatch(toggleCollapsedNav(false));
    }
  };

  const switchDark = (dark: boolean) => {
    dispatch(onSwitchTheme(dark ? 'dark' : 'light'));
    dispatch(onHeaderNavColorChange(''));
  };

  const copySettings = async () => {
    const { mobileNav: _m, blankLayout: _b, ...settings } = theme;
    try {
      await navigator.clipboard.writeText(JSON.stringify(settings, null, 2));
      message.success(t('theme.copied'));
    } catch {
      message.error(t('theme.copyFailed'));
    }
  };

  return (
    <Drawer
      title={t('theme.title')}
      open={open}
      onClose={onClose}
      size={350}
      placement={theme.direction === 'rtl' ? 'left' : 'right'}
      footer={
        <Button block icon={<CopyOutlined />} onClick={copySettings}>
          {t('theme.copy')}
        </Button>
      }
    >
      <h4 className="theme-panel-heading">{t('theme.navigation')}</h4>
      <Row label={t('theme.navType')}>
        <Radio.Group
          aria-label={t('theme.navType')}
          optionType="button"
          buttonStyle="solid"
          value={theme.navType}
          onChange={(e) => changeNavType(e.target.value)}
          options={[
            { value: 'side', label: t('theme.side') },
            { value: 'top', label: t('theme.top') },
          ]}
        />
      </Row>
      <Row label={t('theme.sideNavColor')}>
        <Radio.Group
          aria-label={t('theme.sideNavColor')}
          optionType="button"
          buttonStyle="solid"
          disabled={isTop}
          value={theme.sideNavTheme}
          onChange={(e) => dispatch(onNavStyleChange(e.target.value))}
          options={[
            { value: 'light', label: t('theme.light') },
            { value: 'dark', label: t('theme.dark') },
          ]}
        />
      </Row>
      <Row label={t('theme.sideNavCollapse')} htmlFor="theme-collapse">
        <Switch
          id="theme-collapse"
          disabled={isTop}
          checked={theme.navCollapsed}
          onChange={(v) => dispatch(toggleCollapsedNav(v))}
        />
      </Row>
      <Row label={isTop ? t('theme.topNavColor') : t('theme.headerNavColor')}>
        <ColorPicker
          aria-label={isTop ? t('theme.topNavColor') : t('theme.headerNavColor')}
          allowClear={!isTop}
          value={(isTop ? theme.topNavColor : theme.headerNavColor) || undefined}
          onChangeComplete={(c) =>
            dispatch(isTop ? onTopNavColorChange(c.toHexString()) : onHeaderNavColorChange(c.toHexString()))
          }
          onClear={() => dispatch(onHeaderNavColorChange(''))}
          presets={[
            {
              label: t('theme.presets'),
              colors: [
                DEFAULT_TOP_NAV_COLOR,
                '#04d182',
                '#de4436',
                '#ffc542',
                '#a461d8',
                '#fa8c16',
                '#17bcff',
                '#1a3353',
              ],
            },
          ]}
        />
      </Row>
      <h4 className="theme-panel-heading">{t('theme.appearance')}</h4>
      <Row label={t('theme.darkTheme')} htmlFor="theme-dark">
        <Switch id="theme-dark" checked={theme.currentTheme === 'dark'} onChange={switchDark} />
      </Row>
      <Row label={t('theme.direction')}>
        <Radio.Group
          aria-label={t('theme.direction')}
          optionType="button"
          buttonStyle="solid"
          value={theme.direction}
          onChange={(e) => dispatch(onDirectionChange(e.target.value))}
          options={[
            { value: 'ltr', label: t('theme.ltr') },
            { value: 'rtl', label: t('theme.rtl') },
          ]}
        />
      </Row>
      <Row label={t('theme.language')} htmlFor="theme-language">
        <Select
          id="theme-language"
          style={{ width: 150 }}
          value={theme.locale}
          onChange={(v: Locale) => dispatch(onLocaleChange(v))}
          options={LOCALES.map((lng) => ({
            value: lng,
            label: (
              <span className="language-option">
                <Flag locale={lng} /> {LANGUAGE_NAMES[lng]}
              </span>
            ),
          }))}
        />
      </Row>
    </Drawer>
  );
}
