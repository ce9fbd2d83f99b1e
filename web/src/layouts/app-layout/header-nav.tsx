import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { APP_NAME, AUTHENTICATED_ENTRY } from '../../config/app-config';
import { NotificationBell } from '../../features/people/components/notification-bell';
import { LanguageMenu } from '../../features/theme/components/language-menu';
import { onMobileNavToggle, toggleCollapsedNav } from '../../features/theme/slice';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { ConnectionStatus } from './connection-status';
import { MobileSearch } from './mobile-search';
import { ProfileMenu } from './profile-menu';
import { RouteSearch } from './route-search';

export const HeaderNav = memo(function HeaderNav({
  isMobile,
  onOpenThemePanel,
}: {
  isMobile: boolean;
  onOpenThemePanel: () => void;
}) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { navCollapsed, navType, headerNavColor, mobileNav, currentTheme } = useAppSelector((s) => s.theme);
  const isSide = navType === 'side';
  const showToggle = isMobile || isSide;
  const collapsedLogo = isMobile || (isSide && navCollapsed);
  const colored = Boolean(headerNavColor);

  const toggle = () =>
    isMobile ? dispatch(onMobileNavToggle(!mobileNav)) : dispatch(toggleCollapsedNav(!navCollapsed));

  return (
    <header
      className={`app-header ${colored ? 'app-header-colored' : ''}`}
      style={colored ? { backgroundColor: headerNavColor } : undefined}
    >
      <Link
        to={AUTHENTICATED_ENTRY}
        className={`app-header-logo ${collapsedLogo ? 'app-header-logo-collapsed' : ''}`}
        // The name a screen reader says contains the visible wordmark (WCAG 2.5.3, label in name).
        aria-label={t('nav.homeOf', { app: APP_NAME })}
      >
        <Logo collapsed={collapsedLogo} light={colored || currentTheme === 'dark'} />
      </Link>
      <div className="app-header-main">
        {showToggle && (
          <Button
            type="text"
            className="header-icon"
            onClick={toggle}
            aria-label={t(isMobile ? 'header.openNav' : 'header.toggleNav')}
            aria-expanded={isMobile ? mobileNav : !navCollapsed}
            icon={navCollapsed || isMobile ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            data-testid="nav-toggle"
          />
        )}
        {!isMobile && <RouteSearch />}
        <div className="app-header-actions">
          <ConnectionStatus />
          {isMobile && <MobileSearch />}
          <NotificationBell className="header-icon" />
          <LanguageMenu className="header-icon" />
          <ProfileMenu />
          <Button
            type="text"
            className="header-icon"
            onClick={onOpenThemePanel}
            aria-label={t('header.themeSettings')}
            icon={<SettingOutlined />}
            data-testid="theme-panel-toggle"
          />
        </div>
      </div>
    </header>
  );
});
