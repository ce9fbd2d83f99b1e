import { useLayoutEffect } from 'react';

// Some pages arrive as HTML prerendered at build time (web/build/prerender.ts): the sign-in and sign-up forms, and the
// signed-in shell around a dashboard's placeholders. Each is shown until the app's own render of it is ready, then
// removed here; one that does not fit the visitor is removed by public/boot.js.

declare global {
  interface Window {
    /** Set by public/boot.js: the id of a prerendered form whose submit it held back. */
    __atriumPrerenderSubmit?: string;
    /** Set by public/boot.js: the place, among the prerendered page's buttons, of one clicked before takeover. */
    __atriumPrerenderClick?: number;
  }
}

/** What boot.js holds a click on (the same selector is there). */
const HELD_CLICK = 'button:not([type=submit]),[role=menuitem][aria-haspopup]';

/**
 * Removes the prerendered page and its styles, showing the app's own render in its place (in the same frame, and
 * laid out the same, so nothing moves). `replayClick: false` when the app shows another page than the prerendered one
 * (a failure, or the sign-in page for an ended session): a click held on it is dropped with it.
 */
export function dropPrerendered(replayClick = true) {
  const page = document.getElementById('prerendered');
  if (!page) return;
  page.remove();
  document.getElementById('prerendered-style')?.remove();
  const root = document.getElementById('root');
  root?.removeAttribute('inert');
  document.documentElement.classList.remove('prerendered', 'prerendered-shell', 'no-prerender');
  window.__atriumPrerenderSubmit = undefined;
  // A click held by boot.js goes to the app's button in the same place once this commit is done (its handlers are live
  // by then). The takeover is the app's first render of the same components in the same order, before any data has
  // arrived to add or relabel a button, so the nth button is the same one.
  const held = window.__atriumPrerenderClick;
  window.__atriumPrerenderClick = undefined;
  const clicked = replayClick && held !== undefined && root?.querySelectorAll<HTMLElement>(HELD_CLICK)[held];
  if (clicked)
    setTimeout(() => {
      clicked.focus();
      clicked.click();
    });
}

/**
 * For the layouts other than the signed-in one: a prerendered signed-in shell is not what the app shows (the visitor
 * was sent to sign in: the saved session has ended), so it goes as soon as such a layout is on the page.
 */
export function useNoPrerenderedShell() {
  useLayoutEffect(() => {
    if (document.documentElement.classList.contains('prerendered-shell')) dropPrerendered(false);
  }, []);
}
