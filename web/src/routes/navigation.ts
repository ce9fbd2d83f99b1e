import { protectedRoutes, type RouteNode } from './routes';

/** Every node with a path, depth first, with the chain of nodes leading to it. */
export function screensOf(
  nodes: RouteNode[],
  trail: RouteNode[] = [],
): { node: RouteNode; trail: RouteNode[] }[] {
  return nodes.flatMap((node) => {
    const here = [...trail, node];
    return [...(node.path ? [{ node, trail: here }] : []), ...screensOf(node.children ?? [], here)];
  });
}

const matches = (node: RouteNode, pathname: string) =>
  node.path !== undefined &&
  (pathname === node.path || (node.nested === true && pathname.startsWith(`${node.path}/`)));

/** The chain of route nodes from a top-level heading down to the screen showing `pathname`. */
export function trailFor(pathname: string, nodes: RouteNode[] = protectedRoutes): RouteNode[] {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return screensOf(nodes).find(({ node }) => matches(node, clean))?.trail ?? [];
}

/**
 * The route tree as a member with `can` sees it: screens they may not open are left out, and so are groups left
 * with nothing in them.
 */
export function visibleRoutes(
  can: (access: RouteNode['access']) => boolean,
  nodes: RouteNode[] = protectedRoutes,
) {
  return nodes.flatMap((node): RouteNode[] => {
    if (node.path) return can(node.access) ? [node] : [];
    const children = visibleRoutes(can, node.children ?? []);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** Screens a person can jump to from the header search and the welcome page (app layout only). */
export function navigableScreens(nodes: RouteNode[] = protectedRoutes) {
  return screensOf(nodes);
}

/** Where a link to this screen goes: its entry page for nested screens, else its path. */
export const linkTo = (node: RouteNode) => node.entry ?? (node.path as string);
