// Runs before the app's code: applies the saved theme, direction and language so the first paint is right, and
// keeps the `atrium.prefs` cookie in step (the server reads it to send a prerendered page in the saved language,
// theme and direction; see server/src/spa.ts). Keep in sync with THEME_STORAGE_KEY, the theme slice
// (web/src/features/theme/slice.ts) and web/src/features/auth/components/prerendered.ts.
(() => {
  var saved = {};
  try {
    saved = JSON.parse(localStorage.getItem('atrium.theme') || '{}') || {};
  } catch (_) {
    // unreadable settings: defaults apply
  }
  var root = document.documentElement;
  var theme = saved.currentTheme === 'dark' ? 'dark' : 'light';
  var dir = saved.direction === 'rtl' ? 'rtl' : 'ltr';
  var lang = /^(en|zh|fr|ja)$/.test(saved.locale || '') ? saved.locale : 'en';
  var prerendered = root.classList.contains('prerendered');
  // A prerendered page that does not fit the visitor stays hidden: a signed-in member on a sign-in page is on the way
  // to the app, a visitor who is not signed in on the signed-in shell is on the way to the sign-in page, the shell
  // is a desktop one (a narrow window gets the app's drawer), and a page in another language or direction than the
  // saved one (no cookie yet) would flash. Once the page is parsed, it goes, and the app's root (inert under a
  // prerendered page) is usable.
  if (
    prerendered &&
    (!localStorage.getItem('auth_token') === root.classList.contains('prerendered-shell') ||
      (root.classList.contains('prerendered-shell') && innerWidth < 768) ||
      root.getAttribute('lang') !== lang ||
      root.getAttribute('dir') !== dir)
  ) {
    root.classList.add('no-prerender');
    document.addEventListener('DOMContentLoaded', () => {
      document.getElementById('prerendered')?.remove();
      document.getElementById('prerendered-style')?.remove();
      document.getElementById('root')?.removeAttribute('inert');
      root.classList.remove('prerendered', 'prerendered-shell', 'no-prerender');
    });
  }
  // The prerendered dashboard greets by name (SIGNED_IN_NAME_KEY, web/src/features/auth/signed-in-name.ts): its greeting
  // carries its wording with a `{name}` slot, filled once the page is parsed and before it paints (the first paint
  // waits for the end marker; this runs in the same task as its parsing).
  var name = prerendered && !root.classList.contains('no-prerender') && localStorage.getItem('atrium.name');
  if (name && root.classList.contains('prerendered-shell'))
    new MutationObserver((_, observer) => {
      if (!document.getElementById('prerendered-end')) return;
      observer.disconnect();
      for (var slot of document.querySelectorAll('#prerendered [data-name-template]'))
        slot.textContent = slot.getAttribute('data-name-template').replace('{name}', () => name);
    }).observe(document, { childList: true, subtree: true });
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.setAttribute('dir', dir);
  root.setAttribute('lang', lang);
  // The body's direction class (spec): baked into a prerendered page, set by the app (app/providers.tsx) on the others.
  var nav = saved.navType === 'top' ? 'top' : 'side';
  var collapsed = saved.navCollapsed === true ? 1 : 0;
  var sideNav = saved.sideNavTheme === 'dark' ? 'dark' : 'light';
  var prefs = `l=${lang}&t=${theme}&d=${dir}&n=${nav}&c=${collapsed}&s=${sideNav}`;
  if (document.cookie.indexOf(`atrium.prefs=${prefs}`) < 0)
    // biome-ignore lint/suspicious/noDocumentCookie: synchronous, before the first paint (no Cookie Store API here)
    document.cookie = `atrium.prefs=${prefs}; path=/; max-age=31536000; samesite=lax`;
  // Enter in a prerendered form before the app is ready: held, and sent by the app's form once it has taken over.
  if (prerendered)
    document.addEventListener(
      'submit',
      (event) => {
        var form = event.target;
        if (!form.closest?.('#prerendered')) return;
        event.preventDefault();
        window.__atriumPrerenderSubmit = form.id;
      },
      true,
    );
  // A click on a prerendered button (a provider's sign-in, a header menu, a nav section) would do nothing: held, by
  // its place among the page's buttons, and replayed on the app's own button at takeover (see
  // web/src/lib/prerendered.ts, which has the same selector). Links work as they are, and a submit button's click is
  // the submit above.
  var held = 'button:not([type=submit]),[role=menuitem][aria-haspopup]';
  if (prerendered)
    document.addEventListener(
      'click',
      (event) => {
        var page = document.getElementById('prerendered');
        var hit = event.target.closest?.(held);
        if (!page?.contains(hit)) return;
        event.preventDefault();
        window.__atriumPrerenderClick = Array.from(page.querySelectorAll(held)).indexOf(hit);
      },
      true,
    );
})();
