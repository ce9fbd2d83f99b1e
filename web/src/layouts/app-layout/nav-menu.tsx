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
 * Menu items from the route table. In the side nav the top-level nodes are headings (groups); a horizontal
 * top nav has no room for headings, so there they become sub-menus.
 *
 * `open` (the expanded side nav's open sub-menus): a closed sub-menu gets no items until it is opened. rc-menu
 * renders every item it is given a second time, in a hidden copy that registers the items' paths, closed sub-menus
 * included: ~80 links with their icons and hooks, about 0.1 MB of the Default dashboard's heap (issue 19).
 */
export function useNavMenu(variant: 'side' | 'top', open?: readonly string[]) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { can } = useAccess();

  // The items depend on the language and the member's role, not on the route: built once per language and role, the
  // same elements reach the menu on every navigation and React skips re-rendering their links (rebuilding them and
  // rendering the links again was about 40 ms of a route switch in a CPU profile at CPU x4).
  const items = useMemo(() => {
    const toItem = (node: RouteNode, depth: number): MenuItem => {
      const icon = node.icon && depth <= 1 ? <RouteIcon name={node.icon} /> : undefined;
      if (node.path) {
        const Badge = node.badge && BADGES[node.badge];
        const prefetch = () => prefetchScreen(node);
        const label = (
          <Link to={linkTo(node)} onPointerEnter={prefetch} onFocus={prefetch}>
            {t(node.titleKey)}
            {Badge && (
              <Suspense fallback={null}>
                <Badge />
              </Suspense>
            )}
          </Link>
        );
        return { key: node.key, icon, label };
      }
      const closed = open && depth > 0 && !open.includes(node.key);
      const children = closed
        ? []
        : (node.children ?? []).filter((c) => !c.hideInMenu).map((child) => toItem(child, depth + 1));
      if (depth === 0 && variant === 'side')
        return { key: node.key, type: 'group', label: t(node.titleKey), children };
      return { key: node.key, icon, label: t(node.titleKey), children };
    };

    return visibleRoutes(can).map((node) => toItem(node, 0));
  }, [t, can, variant, open]);

  return {
    items,
    selectedKeys: trailFor(pathname)
      .slice(-1)
      .map((n) => n.key),
    openKeys: openKeysFor(pathname, variant),
  };
}

/** Sub-menus on the way to the screen at `pathname`, so its item is visible (the side nav's headings are not). */
export const openKeysFor = (pathname: string, variant: 'side' | 'top') =>
  trailFor(pathname)
    .slice(variant === 'side' ? 1 : 0, -1)
    .map((n) => n.key);
