import type { Plugin } from 'vite';
import { patchCheck } from './patch-check.ts';

/**
 * A lazy route's chunks are preloaded by Vite's helper with one <link rel="modulepreload"> each, all appended in one
 * go when the route starts loading: about 50 for a dashboard, ~250 ms of main thread on a 4× throttled CPU inside
 * the router's start (each insertion starts a fetch synchronously). The JS links are appended six per task instead,
 * so they still go out at once but no task is long. CSS links stay immediate: the helper waits for them to load.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const APPEND = 'document.head.appendChild(link);';
const APPEND_LATER = `
const pendingPreloads = [];
function appendLater(link) {
  if (pendingPreloads.push(link) === 1) setTimeout(appendSome, 0);
}
function appendSome() {
  for (const link of pendingPreloads.splice(0, 6)) document.head.appendChild(link);
  if (pendingPreloads.length) setTimeout(appendSome, 0);
}
`;

export function batchedModulePreloads(): Plugin {
  const check = patchCheck('atrium-batched-modulepreloads', [PRELOAD_HELPER]);
  return {
    name: 'atrium-batched-modulepreloads',
    apply: 'build',
    ...check.hooks,
    transform(code, id) {
      if (id !== PRELOAD_HELPER) return null;
      // Loud rather than silently unbatched if a Vite upgrade rewrites the helper.
      if (!code.includes(APPEND)) this.error('vite/preload-helper changed: update batchedModulePreloads');
      check.applied(PRELOAD_HELPER);
      return (
        code.replace(APPEND, 'if (isCss) document.head.appendChild(link); else appendLater(link);') +
        APPEND_LATER
      );
    },
  };
}
