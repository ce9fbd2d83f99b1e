import type { Access } from '@atrium/contracts/access';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteError, ScreenFailure } from '../components/route-error';
import { AUTHENTICATED_ENTRY } from '../config/app-config';
import { withChunkTimeout } from '../lib/chunk-error';
import { i18n } from '../lib/i18n';
import { PublicOnly, RequireAuth } from './guards';
import { screensOf } from './navigation';
import { openRoutes, protectedRoutes, publicRoutes, type RouteNode, type ScreenLoader } from './routes';

/**
 * Route `lazy` that never rejects: a chunk that fails to load becomes a screen saying so. (When a `lazy`
 * rejects during a client-side navigation, React Router skips the route's own boundary and the page goes
 * blank.) The failure screen's Retry reloads the page: browsers remember a failed import per document.
 */
export const lazyComponent =
  (load: ScreenLoader, namespaces: string[] = [], access: Access = 'member') =>
  async () => {
    // The screen's translations load beside its chunk; a namespace that fails is fetched again (or falls back to
    // English) when the screen asks for it, so its failure never fails the route.
    const translations = namespaces.length ? i18n.loadNamespaces(namespaces).catch(() => {}) : null;
    try {
      const screen = await withChunkTimeout(load());
      await translations;
      if (access === 'member') return { Component: screen.default };
      // Only gated screens need the gate (and its 403 page): not part of the first page's code.
      const { AccessGate } = await import('./access-gate');
      const Screen = screen.default;
      return {
        Component: () => (
          <AccessGate access={access}>
            <Screen />
          </AccessGate>
        ),
      };
    } catch (error) {
      return { element: <ScreenFailure error={error} /> };
    }
  };

function screenRoute(node: RouteNode): RouteObject {
  if (!node.path || !node.screen) throw new Error(`Route ${node.key} has no screen`);
  return {
    id: node.key,
    path: node.nested ? `${node.path}/*` : node.path,
    lazy: lazyComponent(node.screen, node.namespaces, node.access),
    ErrorBoundary: RouteError,
    handle: { node },
  };
}

const protectedScreens = screensOf(protectedRoutes).map(({ node }) => node);

/**
 * Starts loading a screen's code and translations, so that a click on its link does not wait for the network and
 * for its modules: menus call it when a link is pointed at or focused. Failures are left to the route's own load,
 * which reports them.
 */
export function prefetchScreen(node: RouteNode) {
  void node.screen?.().catch(() => {});
  if (node.namespaces?.length) void i18n.loadNamespaces(node.namespaces).catch(() => {});
}

/**
 * A menu section being opened is where the next click will go: the side nav calls this with its key. A section with
 * its own `prefetch` runs that; any other has its screens fetched.
 */
export function prefetchScreensUnder(key: string, nodes: RouteNode[] = protectedRoutes) {
  const section = screensOf(nodes)
    .flatMap(({ trail }) => trail)
    .find((node) => node.key === key);
  if (section?.prefetch) {
    void section.prefetch().catch(() => {});
    return;
  }
  for (const { node } of screensOf(section?.children ?? [])) prefetchScreen(node);
}

export function routeObjects(): RouteObject[] {
  return [
    {
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        {
          Component: PublicOnly,
          children: [
            {
              lazy: lazyComponent(() => import('../layouts/auth-layout')),
              children: publicRoutes.map(screenRoute),
            },
          ],
        },
        {
          lazy: lazyComponent(() => import('../layouts/auth-layout')),
          children: openRoutes.map(screenRoute),
        },
        {
          Component: RequireAuth,
          children: [
            {
              // The header's notification bell and profile menu speak `people`; every form shows the API's errors, the
              // 403 page and the unsaved-changes dialog speak `shell`.
              lazy: lazyComponent(() => import('../layouts/app-layout/app-layout'), ['people', 'shell']),
              ErrorBoundary: RouteError,
              children: protectedScreens.filter((n) => n.layout !== 'blank').map(screenRoute),
            },
            {
              lazy: lazyComponent(() => import('../layouts/blank-layout')),
              children: protectedScreens.filter((n) => n.layout === 'blank').map(screenRoute),
            },
          ],
        },
        { path: '/', element: <Navigate to={AUTHENTICATED_ENTRY} replace /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(routeObjects());
