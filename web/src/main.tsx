import 'virtual:antd-prebuilt.css';
import './styles.css';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { AppProviders } from './app/providers';
import { makeStore } from './app/store';
import { PageLoader } from './components/page-loader';
import { preloadAuthService } from './features/auth/auth-service';
import { initI18n } from './lib/i18n';

// Spec section 4: a service worker left by an earlier deployment is removed, so it cannot serve stale chunks.
void navigator.serviceWorker?.getRegistrations().then((registrations) => {
  for (const registration of registrations) void registration.unregister();
});

const store = makeStore();
initI18n(store.getState().theme.locale);
// A returning member's session is restored by the Firebase SDK, which every API call waits for: its chunk is fetched
// now, beside the route's chunks, rather than once the first render has committed.
if (store.getState().auth.token) preloadAuthService();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser between
// them, instead of one long task per lazy chunk that arrives (Total Blocking Time, see bench:web).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProviders store={store}>
        <Suspense fallback={<PageLoader />}>
          <App />
        </Suspense>
      </AppProviders>
    </StrictMode>,
  );
});
