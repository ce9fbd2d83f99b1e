import type { ComponentType } from 'react';

// One chunk per component page (it carries only the components it shows). This map lives here, fetched on the
// first visit to the catalogue, rather than as 60 loaders in the route table that the sign-in page downloads.
const PAGES = import.meta.glob<{ default: ComponentType }>('./pages/*.tsx');

/** The screen module of the component page `name` (the route's last segment, `date-picker`). */
export function loadPage(name: string) {
  const load = PAGES[`./pages/${name}.tsx`];
  if (!load) return Promise.reject(new Error(`No component page named ${name}`));
  return load();
}

/** Every page name, for tests. */
export const pageNames = () =>
  Object.keys(PAGES).map((path) => path.slice('./pages/'.length, -'.tsx'.length));
