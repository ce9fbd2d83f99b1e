import { StrictMode, Suspense, startTransition, useEffect } from 'react';
import type { Root } from 'react-dom/client';
import { PageLoader } from '../components/page-loader';
import { App } from './App';
import { AppProviders } from './providers';
import { lengthenRenderSlices } from './render-slices';
import type { AppStore } from './store';

/**
 * Once the first screen has committed, React renders in longer slices (render-slices.ts). Not before: the sign-in
 * page's first render is its only one, and in short slices its Total Blocking Time stays the lowest.
 */
function LongerSlicesAfterFirstCommit() {
  useEffect(lengthenRenderSlices, []);
  return null;
}

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
          <LongerSlicesAfterFirstCommit />
        </AppProviders>
      </StrictMode>,
    );
  });
}
