import type { MenuProps } from 'antd';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { RouteIcon } from '../../components/route-icon';
import { useAccess } from '../../lib/access';
import { linkTo, trailFor, visibleRoutes } from '../../routes/navigation';
import { prefetchScreen } from '../../routes/router';
import type { RouteNode } from '../../routes/routes';

type MenuItem = Required<MenuProps>['items'][number];

// Each its own chunk: a feature's endpoints and cache updates load after the menu has painted.
const BADGES = {
  chatUnread: lazy(() => import('../../features/chat/components/chat-unread-badge')),
  mailUnread: lazy(() => import('../../features/mail/components/mail-unread-badge')),
};

/**
 * A screen's link in a menu: its title, its unread badge, and its code loading as soon as the pointer or the focus
 * reaches it.
 */
export function RouteLink({ node, label, current }: { node: RouteNode; label: string; current?: boolean }) {
  const Badge = node.badge && BADGES[node.badge];
  const prefetch = () => prefetchScreen(node);
  return (
    <Link
      to={linkTo(node)}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      aria-current={current ? 'page' : undefined}
    >
      {label}
      {Badge && (
        <Suspense fallback={null}>
          <Badge />
        </Suspense>
      )}
    </Link>
  );
}

/**
 * antd Menu items from the route table, for the top nav and the collapsed side nav, whose sub-menus are pop-ups (the
 * expanded side nav is nav-tree.tsx). In the side nav the top-level nodes are headings (groups); a horizontal top nav
 * has no room for headings, so there they become sub-menus.
 */
export function useNavMenu(variant: 'side' | 'top') {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { can } = useAccess();

  // The items depend on the language and the member's role, not on the route: built once per language and role, the
  // same elements reach the menu on every navigation and React skips re-rendering their links (rebuilding them and
  // rendering the links again was about 40 ms of a route switch in a CPU profile at CPU x4).
  const items = useMemo(() => {
    const toItem = (node: RouteNode, depth: number): MenuItem => {
      const icon = node.icon && depth <= 1 ? <RouteIcon name={node.icon} /> : undefined;
      if (node.path)
        return { key: node.key, icon, label: <RouteLink node={node} label={t(node.titleKey)} /> };
      const children = (node.children ?? [])
        .filter((c) => !c.hideInMenu)
        .map((child) => toItem(child, depth + 1));
      if (depth === 0 && variant === 'side')
        return { key: node.key, type: 'group', label: t(node.titleKey), children };
      return { key: node.key, icon, label: t(node.titleKey), children };
    };

    return visibleRoutes(can).map((node) => toItem(node, 0));
  }, [t, can, variant]);

  return {
    items,
    selectedKeys: trailFor(pathname)
      .slice(-1)
      .map((n) => n.key),
  };
}
