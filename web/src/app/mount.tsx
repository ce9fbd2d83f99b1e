import { StrictMode, Suspense, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import { PageLoader } from '../components/page-loader';
import { App } from './App';
import { AppProviders } from './providers';
import type { AppStore } from './store';

/** Renders the app (main.tsx imports this module once its own are evaluated; see there). */
export function mountApp(root: Root, store: AppStore) {
  // A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser between
  // them, instead of one long task per lazy chunk that arrives (Total Blocking Time, see bench:web).
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store}>
          <Suspense fallback={<PageLoader />}>
            <App />
          </Suspense>
        </AppProviders>
      </StrictMode>,
    );
  });
}
