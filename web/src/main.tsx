import 'virtual:antd-prebuilt.css';
import './styles.css';
import { StrictMode, Suspense, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import type { PrecomputedMapTokens } from './app/antd-map-tokens';
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
const locale = store.getState().theme.locale;
initI18n(locale);
// A returning member's session is restored by the Firebase SDK, which every API call waits for: its chunk is fetched
// now, beside the route's chunks, rather than once the first render has committed.
if (store.getState().auth.token) preloadAuthService();

// A page's first Intl formatter loads ICU's data for the language: 50–90 ms at CPU ×4, whatever the formatter. Done
// in a task of its own, queued now, it no longer lands inside the dashboards' first render (an idle callback often
// came too late for that). Dates use dayjs, not Intl (lib/dates.ts).
setTimeout(() => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(0), 0);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// A transition: React renders the first screen in slices of a few milliseconds, yielding to the browser between
// them, instead of one long task per lazy chunk that arrives (Total Blocking Time, see bench:web).
const render = (mapTokens: PrecomputedMapTokens) =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <AppProviders store={store} mapTokens={mapTokens}>
          <Suspense fallback={<PageLoader />}>
            <App />
          </Suspense>
        </AppProviders>
      </StrictMode>,
    );
  });

// A returning member opens a dashboard: antd's map tokens derived at build time (5 KB, app/antd-map-tokens.ts) spare
// its first render ≈40 ms at CPU ×4, and arrive before the route chunks do. A visitor on the sign-in page does without
// them (its budget is 250 KB of JavaScript); antd derives its tokens as usual.
if (store.getState().auth.token)
  import('virtual:antd-map-tokens').then(
    (m) => render(m.default),
    () => render({}),
  );
else render({});
