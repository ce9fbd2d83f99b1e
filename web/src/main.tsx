import 'virtual:antd-prebuilt.css';
import './styles.css';
import { createRoot } from 'react-dom/client';
import { makeStore } from './app/store';
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

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// The rest of the app's start (antd's provider, the router and its route table) is evaluated in a task of its own:
// every module in one task took 150-190 ms at CPU x4 on the sign-in page, its longest task (bench:web's long
// animation frames). Its chunks are linked from index.html (build/shell-chunks.ts), so they are already fetched. A
// callback, not a top-level await: that re-cut the screens' chunks (/login 33 → 53 files).
setTimeout(() => {
  void import('./app/mount').then(({ mountApp }) => mountApp(root, store));
}, 0);
