import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RouteError, ScreenFailure } from '../components/route-error';
import { AUTHENTICATED_ENTRY } from '../config/app-config';
import { withChunkTimeout } from '../lib/chunk-error';
import { PublicOnly, RequireAuth } from './guards';
import { screensOf } from './navigation';
import { protectedRoutes, publicRoutes, type RouteNode, type ScreenLoader } from './routes';

/**
 * Route `lazy` that never rejects: a chunk that fails to load becomes a screen saying so. (When a `lazy`
 * rejects during a client-side navigation, React Router skips the route's own boundary and the page goes
 * blank.) The failure screen's Retry reloads the page: browsers remember a failed import per document.
 */
export const lazyComponent = (load: ScreenLoader) => async () => {
  try {
    return { Component: (await withChunkTimeout(load())).default };
  } catch (error) {
    return { element: <ScreenFailure error={error} /> };
  }
};

function screenRoute(node: RouteNode): RouteObject {
  if (!node.path || !node.screen) throw new Error(`Route ${node.key} has no screen`);
  return {
    id: node.key,
    path: node.nested ? `${node.path}/*` : node.path,
    lazy: lazyComponent(node.screen),
    ErrorBoundary: RouteError,
    handle: { node },
  };
}

const protectedScreens = screensOf(protectedRoutes).map(({ node }) => node);

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
          Component: RequireAuth,
          children: [
            {
              lazy: lazyComponent(() => import('../layouts/app-layout/app-layout')),
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
