import { Menu } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppSelector } from '../../lib/hooks';
import { prefetchScreensUnder } from '../../routes/router';
import { openKeysFor, useNavMenu } from './nav-menu';

/**
 * The open sub-menus once `keys` are opened too; the very same array when they already are. A new array is a new
 * `openKeys` for rc-menu, which re-renders every item of the menu: the catalogue's sixty links made that about 100 ms
 * of each route switch at CPU x4 (npm run bench:web, dashboard to the Form page: 582/645 ms before, 498/452 after).
 */
export function withOpened(open: string[], keys: string[]): string[] {
  const added = keys.filter((key) => !open.includes(key));
  return added.length ? [...open, ...added] : open;
}

/** The route table as a vertical menu: used by the fixed side nav and inside the mobile drawer. */
export function SideNavMenu({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const sideNavTheme = useAppSelector((s) => s.theme.sideNavTheme);
  const openKeys = openKeysFor(useLocation().pathname, 'side');
  const [open, setOpen] = useState(openKeys);
  // Collapsed, sub-menus are pop-ups that rc-menu opens itself: they all need their items.
  const { items, selectedKeys } = useNavMenu('side', collapsed ? undefined : open);
  const openKey = openKeys.join('/');
  // Opening the current screen's parents when the route changes, keeping whatever else the user opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: openKey stands for openKeys
  useEffect(() => {
    setOpen((prev) => withOpened(prev, openKeys));
  }, [openKey]);
  // A section being opened is where the next click will go: its screens start loading now.
  const onOpenChange = (keys: string[]) => {
    for (const key of keys) if (!open.includes(key)) prefetchScreensUnder(key);
    setOpen(keys);
  };

  return (
    <Menu
      mode="inline"
      theme={sideNavTheme}
      items={items}
      selectedKeys={selectedKeys}
      inlineCollapsed={collapsed}
      // Item tooltips only show the labels of a collapsed nav; each one is an antd Trigger mounted with the page.
      tooltip={collapsed ? undefined : false}
      {...(collapsed ? {} : { openKeys: open, onOpenChange })}
      onClick={onNavigate}
      aria-label={t('header.mainNavigation')}
      className="side-nav-menu"
    />
  );
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
