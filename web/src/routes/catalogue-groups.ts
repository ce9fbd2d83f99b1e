import { linkTo, screensOf } from './navigation';
import { protectedRoutes, type RouteNode } from './routes';

export type CatalogueItem = { name: string; titleKey: string; path: string };

/**
 * (A module of its own, imported by the catalogue's index page only, so the sign-in page's bundle does not carry it.)
 * The groups under Components (General … Other, then Charts and Maps), each with its pages in menu order: the
 * catalogue's index page lists exactly what the side nav lists.
 */
export function catalogueGroups(nodes: RouteNode[] = protectedRoutes) {
  const components = nodes.find((n) => n.key === 'components');
  return (components?.children ?? [])
    .filter((group) => group.children?.length)
    .map((group) => ({
      key: group.key,
      titleKey: group.titleKey,
      items: screensOf(group.children ?? []).map(
        ({ node }): CatalogueItem => ({
          name: linkTo(node).slice(linkTo(node).lastIndexOf('/') + 1),
          titleKey: node.titleKey,
          path: linkTo(node),
        }),
      ),
    }));
}
