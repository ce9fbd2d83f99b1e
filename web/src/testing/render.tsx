import { render } from '@testing-library/react';
import ConfigProvider from 'antd/es/config-provider';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { type AppStore, makeStore, type RootState } from '../app/store';
import type { AuthService } from '../features/auth/types';
import { routeObjects } from '../routes/router';

export function stubAuthService(overrides: Partial<AuthService> = {}): AuthService {
  const fail = () => Promise.reject(new Error('not stubbed'));
  return {
    signInWithEmail: fail,
    signUpWithEmail: fail,
    signInWithProvider: fail,
    signOut: () => Promise.resolve(),
    sendPasswordReset: fail,
    verifyPasswordResetCode: fail,
    confirmPasswordReset: fail,
    getIdToken: async () => 'test-token',
    changePassword: fail,
    updateProfile: fail,
    onUserChanged: () => new Promise(() => {}),
    ...overrides,
  };
}

/**
 * antd without its runtime styles. jsdom matches every CSS rule of the page against an element each time anything
 * reads its computed style, and Testing Library's role queries do that for each element they look at: with antd's
 * generated rules in the page, a product-form test spent ~80 % of its 25 s in jsdom's selector matching. Nothing a
 * test checks depends on antd's stylesheet (jsdom lays nothing out); visibility comes from attributes and inline
 * styles.
 */
const TEST_THEME = { zeroRuntime: true };

type Options = { preloadedState?: Partial<RootState>; authService?: AuthService; route?: string };

function renderRouter(
  routes: (store: AppStore) => RouteObject[],
  { preloadedState, authService, route = '/' }: Options,
) {
  const store = makeStore({ preloadedState, authService: authService ?? stubAuthService(), persist: false });
  const router = createMemoryRouter(routes(store), { initialEntries: [route] });
  const view = render(
    <ConfigProvider theme={TEST_THEME}>
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>
    </ConfigProvider>,
  );
  return { store, router, ...view };
}

/** Renders a component with the real store, antd, i18n and a memory router (tests by behaviour). */
export const renderWithProviders = (ui: ReactElement, options: Options = {}) =>
  renderRouter(() => [{ path: '*', element: ui }], options);

/** Renders the whole route table at `route`, as the app does. */
export const renderApp = (options: Options = {}) => renderRouter(routeObjects, options);
