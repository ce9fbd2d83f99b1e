import type { ComponentType } from 'react';
import { loadHighlighter } from '../../components/demo/code-view';
import { i18n } from '../../lib/i18n';

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
  // The highlighter failing must not fail the page: its code is then shown plain.
  const [page] = await Promise.all([load(), loadHighlighter().catch(() => {})]);
  return page;
}

/**
 * What every component page shares (the page frame, playground, demo cards, API table), their translations and the
 * highlighter: fetched when a catalogue group is opened in the menu, so that a click then waits only for the page.
 */
export function loadCatalogueKit() {
  return Promise.all([
    import('./kit/component-page'),
    loadHighlighter(),
    i18n.loadNamespaces(['catalogue', 'demo']),
  ]);
}

/** Every page name, for tests. */
export const pageNames = () =>
  Object.keys(PAGES).map((path) => path.slice('./pages/'.length, -'.tsx'.length));
