import { useLayoutEffect } from 'react';

// Some pages arrive as HTML prerendered at build time (web/build/prerender.ts): the sign-in and sign-up forms, and the
// signed-in shell around a dashboard's placeholders. Each is shown until the app's own render of it is ready, then
// removed here; one that does not fit the visitor is removed by public/boot.js.

declare global {
  interface Window {
    /** Set by public/boot.js: the id of a prerendered form whose submit it held back. */
    __atriumPrerenderSubmit?: string;
  }
}

/**
 * Removes the prerendered page and its styles, showing the app's own render in its place (in the same frame, and
 * laid out the same, so nothing moves).
 */
export function dropPrerendered() {
  const page = document.getElementById('prerendered');
  if (!page) return;
  page.remove();
  document.getElementById('prerendered-style')?.remove();
  document.getElementById('root')?.removeAttribute('inert');
  document.documentElement.classList.remove('prerendered', 'prerendered-shell', 'no-prerender');
  window.__atriumPrerenderSubmit = undefined;
}

/**
 * For the layouts other than the signed-in one: a prerendered signed-in shell is not what the app shows (the visitor
 * was sent to sign in: the saved session has ended), so it goes as soon as such a layout is on the page.
 */
export function useNoPrerenderedShell() {
  useLayoutEffect(() => {
    if (document.documentElement.classList.contains('prerendered-shell')) dropPrerendered();
  }, []);
}
