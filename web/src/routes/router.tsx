import type { Access } from '@atrium/contracts/access';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import type { AppStore } from '../app/store';
import { PageLoader } from '../components/page-loader';
import { RouteError, ScreenFailure } from '../components/route-error';
import { AUTHENTICATED_ENTRY } from '../config/app-config';
import { withChunkTimeout } from '../lib/chunk-error';
import { i18n } from '../lib/i18n';
import { PublicOnly, RequireAuth } from './guards';
import { screensOf } from './navigation';
import { openRoutes, protectedRoutes, publicRoutes, type RouteNode, type ScreenLoader } from './routes';

/**
 * When the last route entered had its code and translations (a User Timing mark, the latest one only): npm run
 * bench:web splits a route switch into the wait for them and the drawing after.
 */
export const SCREEN_READY_MARK = 'atrium:screen-ready';
function markScreenReady() {
  performance.clearMarks(SCREEN_READY_MARK);
  performance.mark(SCREEN_READY_MARK);
}

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
      markScreenReady();
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

/** The signed-in shell's module: its layout, and the API's connection to the store and the session. */
const shellModule = () => import('../layouts/app-layout/app-layout');

/** The shell's module for its route, once antd's prebuilt styles for its screens are in the page. */
const shell = () => shellModule().then((layout) => layout.antdShellStyles.then(() => layout));

/**
 * A route loader that starts the screen's first requests (`ScreenModule.startQueries`) once its code and the shell's
 * have run, and returns at once: React Router runs it beside the route's `lazy` on every entry to the route, and
 * nothing waits for it. The shell's module connects the API first (the shell itself does so only when it renders,
 * after this). Only for a signed-in member: a visitor without a session is sent to sign in, and a request without a
 * token would end a session they do not have.
 */
function queryStarter(screen: ScreenLoader, store: AppStore) {
  return () => {
    if (store.getState().auth.token)
      void Promise.all([screen(), shellModule()]).then(
        ([module, layout]) => {
          if (!module.startQueries) return;
          layout.connectApi(store.dispatch);
          module.startQueries(store.dispatch);
        },
        () => {},
      );
    return null;
  };
}

/** A screen's route; with the store, a screen of the signed-in shell starts its first requests on entry. */
function screenRoute(node: RouteNode, store?: AppStore): RouteObject {
  if (!node.path || !node.screen) throw new Error(`Route ${node.key} has no screen`);
  return {
    id: node.key,
    path: node.nested ? `${node.path}/*` : node.path,
    loader: store && queryStarter(node.screen, store),
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

/** The route table as React Router objects; with the store, screens start their first requests on entry. */
export function routeObjects(store?: AppStore): RouteObject[] {
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
              children: publicRoutes.map((node) => screenRoute(node)),
            },
          ],
        },
        {
          lazy: lazyComponent(() => import('../layouts/auth-layout')),
          children: openRoutes.map((node) => screenRoute(node)),
        },
        {
          Component: RequireAuth,
          children: [
            {
              // The header's notification bell and profile menu speak `people`; every form shows the API's errors, the
              // 403 page and the unsaved-changes dialog speak `shell`.
              lazy: lazyComponent(shell, ['people', 'shell']),
              ErrorBoundary: RouteError,
              children: protectedScreens
                .filter((n) => n.layout !== 'blank')
                .map((node) => screenRoute(node, store)),
            },
            {
              lazy: lazyComponent(() => import('../layouts/blank-layout')),
              children: protectedScreens.filter((n) => n.layout === 'blank').map((node) => screenRoute(node)),
            },
          ],
        },
        { path: '/', element: <Navigate to={AUTHENTICATED_ENTRY} replace /> },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

export const createAppRouter = (store: AppStore) => createBrowserRouter(routeObjects(store));
