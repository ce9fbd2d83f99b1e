// antd's styles for the signed-in shell's first screens (the header, menus, dashboards, product and order lists),
// computed at build time (build/antd-css.ts) into a stylesheet of their own: the sign-in page, the first page a
// visitor opens, links only its own components' styles (207 KB instead of 456 KB of CSS to parse and match before its
// first paint, npm run bench:web).
//
// The stylesheet goes where antd puts the styles it writes at runtime, before the app's stylesheets, so that an app
// rule ties with antd's and wins. A prerendered signed-in page links it there itself (build/prerender.ts, the link's
// id is `antd-shell-css`); antd, which reads its map of precomputed styles on its first render, then finds it.
// Otherwise (the sign-in page, then signing in) it is added here and `reset` makes antd read the map again, which
// lists this file's styles too.

import href from 'virtual:antd-shell-css-url';
import { reset } from '@ant-design/cssinjs/es/util/cacheMapUtil';

/**
 * Settles once the shell's antd stylesheet is in the page (or has failed to load: antd then writes those styles);
 * started when the shell's module is first imported. (`href` is empty outside a build, where antd writes them all.)
 */
export const antdShellStyles: Promise<unknown> =
  href && !document.getElementById('antd-shell-css')
    ? new Promise((resolve) => {
        const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
        link.onload = link.onerror = resolve;
        document.head.insertBefore(link, document.querySelector('link[rel=stylesheet]'));
      }).then(() => reset())
    : Promise.resolve();
