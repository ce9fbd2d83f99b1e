// The sign-in and sign-up pages arrive as HTML prerendered at build time (web/build/prerender.ts), shown until the
// app's own render of the page is ready. These helpers hand over from the one to the other.

/** The prerendered page's element (the form's, read by features/auth/components/adopt-prerendered.ts). */
export const PRERENDERED_ID = 'prerendered';

/**
 * Removes the prerendered page and its styles, showing the app's own render in its place (in the same frame, and
 * laid out the same, so nothing moves).
 */
export function dropPrerendered() {
  const page = document.getElementById(PRERENDERED_ID);
  if (!page) return;
  page.remove();
  document.getElementById('prerendered-style')?.remove();
  document.getElementById('root')?.removeAttribute('inert');
  document.documentElement.classList.remove('prerendered', 'no-prerender');
  window.__atriumPrerenderSubmit = undefined;
}
