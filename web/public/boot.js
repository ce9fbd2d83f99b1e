// Runs before the app's code: applies the saved theme, direction and language so the first paint is right.
// Keep in sync with THEME_STORAGE_KEY and the theme slice (web/src/features/theme/slice.ts).
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
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.setAttribute('dir', dir);
  if (/^(en|zh|fr|ja)$/.test(saved.locale || '')) root.setAttribute('lang', saved.locale);
  document.body.className = dir;
})();
