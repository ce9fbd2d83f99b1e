import { ConfigProvider } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useMenuStyle from 'antd/es/menu/style';
import { memo, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RouteIcon } from '../../components/route-icon';
import { useAccess } from '../../lib/access';
import { useAppSelector } from '../../lib/hooks';
import { trailFor, visibleRoutes } from '../../routes/navigation';
import { prefetchScreensUnder } from '../../routes/router';
import type { RouteNode } from '../../routes/routes';
import { RouteLink } from './nav-menu';

/** Class names, leaving out the conditions that do not hold. */
const clsx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

/** antd's inline indent: each level of the tree starts this much further in. */
const INDENT_PX = 24;

/**
 * The open sections once `keys` are opened too; the very same array when they already are (nothing re-renders).
 */
export function withOpened(open: string[], keys: string[]): string[] {
  const added = keys.filter((key) => !open.includes(key));
  return added.length ? [...open, ...added] : open;
}

type Level = {
  /** antd's class prefix for menus ("ant-menu"). */
  menu: string;
  rtl: boolean;
  /** The current screen's key and the keys of the sections on its way. */
  current: string | undefined;
  trail: readonly string[];
  open: readonly string[];
  toggle: (key: string) => void;
  label: (node: RouteNode) => string;
};

const indent = (depth: number, rtl: boolean) =>
  rtl ? { paddingRight: depth * INDENT_PX } : { paddingLeft: depth * INDENT_PX };

/**
 * The expanded side nav: the route table as headings, sections that open in place and links, drawn with antd's
 * Menu classes (its prebuilt styles, light and dark, left to right or right to left) without rc-menu. rc-menu gave
 * every item its own wrappers, contexts and a hidden second copy: 772 of the Default dashboard's 1,517 React fibers
 * were the side nav, and a route switch re-rendered every item to move the selection. Here a section is a button
 * (aria-expanded) and a screen a link (aria-current), all reached with Tab as any page's links (the disclosure
 * pattern); a closed section has no links in the page, and a route switch re-renders the two items whose state
 * changed. The collapsed nav, whose sections are pop-ups, and the top nav stay antd Menus (nav-menu.tsx).
 */
export function NavTree({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { can } = useAccess();
  const sideNavTheme = useAppSelector((s) => s.theme.sideNavTheme);
  const { getPrefixCls, direction } = useContext(ConfigProvider.ConfigContext);
  const menu = getPrefixCls('menu');
  const rootCls = useCSSVarCls(menu);
  const [hashId, cssVarCls] = useMenuStyle(menu, rootCls);
  const { pathname } = useLocation();

  const route = trailFor(pathname);
  const current = route.at(-1)?.key;
  const trailKey = route.map((n) => n.key).join('/');
  const trail = useMemo(() => trailKey.split('/'), [trailKey]);
  // Open at first: the sections on the way to the current screen (the first key is its heading, the last its own).
  const [open, setOpen] = useState(() => trail.slice(1, -1));
  // Opening the current screen's sections when the route changes, keeping whatever else the member opened.
  useEffect(() => setOpen((prev) => withOpened(prev, trail.slice(1, -1))), [trail]);
  const toggle = useCallback((key: string) => {
    setOpen((prev) => {
      if (prev.includes(key)) return prev.filter((k) => k !== key);
      // A section being opened is where the next click will go: its screens start loading now.
      prefetchScreensUnder(key);
      return [...prev, key];
    });
  }, []);
  const groups = useMemo(() => visibleRoutes(can), [can]);
  // Each name translated once per language: on every route switch this re-renders, and translating the names of
  // the open sections again was ~16 ms of the switch to the Table page at CPU x4 (a CPU profile of bench:web).
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language is a new t, and a new cache
  const labels = useMemo(() => new Map<string, string>(), [t]);
  const label = (node: RouteNode) => {
    const name = labels.get(node.key) ?? t(node.titleKey);
    labels.set(node.key, name);
    return name;
  };
  const level: Level = { menu, rtl: direction === 'rtl', current, trail, open, toggle, label };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a link followed with the keyboard fires this click too
    <nav
      aria-label={t('header.mainNavigation')}
      // A link followed in the drawer closes it.
      onClick={onNavigate && ((event) => (event.target as Element).closest('a') && onNavigate())}
    >
      <ul
        className={clsx(
          menu,
          `${menu}-root`,
          `${menu}-inline`,
          `${menu}-${sideNavTheme}`,
          level.rtl && `${menu}-rtl`,
          'side-nav-menu',
          hashId,
          cssVarCls,
          rootCls,
        )}
        dir={direction}
      >
        {groups.map((group) => (
          <li key={group.key} className={`${menu}-item-group`}>
            <div className={`${menu}-item-group-title`} title={level.label(group)}>
              {level.label(group)}
            </div>
            <ul className={`${menu}-item-group-list`}>
              <Nodes nodes={group.children ?? []} depth={1} level={level} />
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Nodes({ nodes, depth, level }: { nodes: RouteNode[]; depth: number; level: Level }) {
  return nodes
    .filter((node) => !node.hideInMenu)
    .map((node) =>
      node.path ? (
        <NavItem
          key={node.key}
          node={node}
          depth={depth}
          menu={level.menu}
          rtl={level.rtl}
          label={level.label(node)}
          current={node.key === level.current}
        />
      ) : (
        <NavSection
          key={node.key}
          node={node}
          depth={depth}
          level={level}
          isOpen={level.open.includes(node.key)}
          selected={level.trail.includes(node.key)}
        />
      ),
    );
}

/** A screen: memoised, so a route switch re-renders only the item losing and the one gaining the selection. */
const NavItem = memo(function NavItem({
  node,
  depth,
  menu,
  rtl,
  label,
  current,
}: {
  node: RouteNode;
  depth: number;
  menu: string;
  rtl: boolean;
  label: string;
  current: boolean;
}) {
  const icon = depth <= 1 ? node.icon : undefined;
  return (
    <li
      className={clsx(`${menu}-item`, current && `${menu}-item-selected`, !icon && `${menu}-item-only-child`)}
      style={indent(depth, rtl)}
    >
      {icon && <RouteIcon name={icon} decorative />}
      <span className={`${menu}-title-content`}>
        <RouteLink node={node} label={label} current={current} />
      </span>
    </li>
  );
});

function NavSection({
  node,
  depth,
  level,
  isOpen,
  selected,
}: {
  node: RouteNode;
  depth: number;
  level: Level;
  isOpen: boolean;
  selected: boolean;
}) {
  const { menu, rtl, toggle } = level;
  const submenu = `${menu}-submenu`;
  const listId = `side-nav-${node.key}`;
  return (
    <li
      className={clsx(
        submenu,
        `${submenu}-inline`,
        isOpen && `${submenu}-open`,
        selected && `${submenu}-selected`,
      )}
    >
      <button
        type="button"
        className={`${submenu}-title`}
        style={indent(depth, rtl)}
        aria-expanded={isOpen}
        aria-controls={isOpen ? listId : undefined}
        data-section={node.key}
        onClick={() => toggle(node.key)}
      >
        {node.icon && depth <= 1 && <RouteIcon name={node.icon} decorative />}
        <span className={`${menu}-title-content`}>{level.label(node)}</span>
        <i className={`${submenu}-arrow`} />
      </button>
      {isOpen && (
        <ul id={listId} className={clsx(menu, `${menu}-sub`, `${menu}-inline`)}>
          <Nodes nodes={node.children ?? []} depth={depth + 1} level={level} />
        </ul>
      )}
    </li>
  );
}
