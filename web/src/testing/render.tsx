import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { makeStore, type RootState } from '../app/store';
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
    onUserChanged: () => new Promise(() => {}),
    ...overrides,
  };
}

type Options = { preloadedState?: Partial<RootState>; authService?: AuthService; route?: string };

/** Renders a component with the real store, antd, i18n and a memory router (spec: tests by behaviour). */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, authService, route = '/' }: Options = {},
) {
  const store = makeStore({ preloadedState, authService: authService ?? stubAuthService(), persist: false });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  return {
    store,
    router,
    ...render(
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}

/** Renders the whole route table at `route`, as the app does. */
export function renderApp({ preloadedState, authService, route = '/' }: Options = {}) {
  const store = makeStore({ preloadedState, authService: authService ?? stubAuthService(), persist: false });
  const router = createMemoryRouter(routeObjects(), { initialEntries: [route] });
  return {
    store,
    router,
    ...render(
      <AppProviders store={store}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}
