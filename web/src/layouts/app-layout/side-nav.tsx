import { Menu } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../lib/hooks';
import { useNavMenu } from './nav-menu';
import { NavTree } from './nav-tree';

/** The collapsed side nav: icons whose sections open as pop-ups (antd Menu, which needs every item). */
function CollapsedNavMenu() {
  const { t } = useTranslation();
  const sideNavTheme = useAppSelector((s) => s.theme.sideNavTheme);
  const { items, selectedKeys } = useNavMenu('side');
  return (
    <Menu
      mode="inline"
      theme={sideNavTheme}
      items={items}
      selectedKeys={selectedKeys}
      inlineCollapsed
      aria-label={t('header.mainNavigation')}
      className="side-nav-menu"
    />
  );
}

/** The route table as the side nav: used fixed beside the page and inside the mobile drawer (never collapsed). */
export function SideNavMenu({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  return collapsed ? <CollapsedNavMenu /> : <NavTree onNavigate={onNavigate} />;
}

export function SideNav() {
  const { navCollapsed, sideNavTheme } = useAppSelector((s) => s.theme);
  return (
    <aside
      className={`side-nav side-nav-${sideNavTheme} ${navCollapsed ? 'side-nav-collapsed' : ''}`}
      data-testid="side-nav"
    >
      <SideNavMenu collapsed={navCollapsed} />
    </aside>
  );
}
