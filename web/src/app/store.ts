import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { authService as firebaseAuthService } from '../features/auth/auth-service';
import { saveSignedInName } from '../features/auth/signed-in-name';
import { authSlice } from '../features/auth/slice';
import type { AuthService } from '../features/auth/types';
import { userSlice } from '../features/auth/user-slice';
import { loadThemeState, saveThemeState, themeSlice } from '../features/theme/slice';

/**
 * Slices present from the first page on; the API slice (RTK Query) injects itself into this reducer, and its
 * middleware into `dynamicMiddleware`, when the signed-in shell loads (see app/connect-api.ts), so the
 * sign-in page never carries it.
 */
export const rootReducer = combineSlices(authSlice, userSlice, themeSlice);
export const dynamicMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

type StoreOptions = { preloadedState?: Partial<RootState>; authService?: AuthService; persist?: boolean };

export function makeStore({
  preloadedState,
  authService = firebaseAuthService,
  persist = true,
}: StoreOptions = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { theme: loadThemeState(), ...preloadedState },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { authService } } }).concat(dynamicMiddleware.middleware),
  });
  if (persist) {
    let saved = store.getState();
    store.subscribe(() => {
      const state = store.getState();
      if (state.theme !== saved.theme) saveThemeState(state.theme);
      if (state.user.current !== saved.user.current || state.auth.token !== saved.auth.token)
        saveSignedInName(state.auth.token, state.user.current);
      saved = state;
    });
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
