import type { ComponentType } from 'react';

// One chunk per component page (it carries only the components it shows). This map lives here, fetched on the
// first visit to the catalogue, rather than as 60 loaders in the route table that the sign-in page downloads.
const PAGES = import.meta.glob<{ default: ComponentType }>('./pages/*.tsx');

/**
 * The screen module of the component page `name` (the route's last segment, `date-picker`). The code highlighter
 * comes in the same wave: every page opens with its playground's code shown, and fetched on first render it was the
 * last thing to change on the screen, 0.4 s after the rest (npm run bench:web, route switch to the Form page).
 */
export async function loadPage(name: string) {
  const load = PAGES[`./pages/${name}.tsx`];
  if (!load) throw new Error(`No component page named ${name}`);
  const [page] = await Promise.all([load(), import('../../components/demo/code-highlight')]);
  return page;
}

/** Every page name, for tests. */
export const pageNames = () =>
  Object.keys(PAGES).map((path) => path.slice('./pages/'.length, -'.tsx'.length));
