import '@testing-library/jest-dom/vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from '../lib/i18n';

/** Width queries as a browser of jsdom's window width (1024 px) answers them; any other query is false. */
function matchesWidth(query: string) {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (!min && !max) return false;
  return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
}

// jsdom lacks these browser APIs that antd's responsive and motion code calls.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: matchesWidth(query),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
window.scrollTo = () => {};

// Node's Request (which RTK Query builds) rejects same-origin paths like '/api/me'; the browser resolves them
// against the page, and so do the tests.
// Files share a worker's globals (web/vitest.config.ts), and this runs for each file: wrapped once.
const NodeRequest = globalThis.Request;
if (!('resolvesPaths' in NodeRequest))
  globalThis.Request = class PageRequest extends NodeRequest {
    static resolvesPaths = true;
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
    }
  };

// Whole-route renders load their screen's chunk first; on a loaded 2-core CI machine that can take over
// the default 1 s that findBy* waits.
configure({ asyncUtilTimeout: 5000 });

const i18n = initI18n('en');
// Components load their namespaces over HTTP in the browser; tests get every English namespace up front.
const localesDir = path.resolve(__dirname, '../../public/locales/en');
// Namespaces may sit in folders: locales/en/catalogue/button.json is the namespace `catalogue/button`.
for (const file of readdirSync(localesDir, { recursive: true, encoding: 'utf8' })) {
  if (!file.endsWith('.json')) continue;
  i18n.addResourceBundle(
    'en',
    file
      .replace(/\.json$/, '')
      .split(path.sep)
      .join('/'),
    JSON.parse(readFileSync(path.join(localesDir, file), 'utf8')),
  );
}

afterEach(() => {
  cleanup();
  localStorage.clear();
});
