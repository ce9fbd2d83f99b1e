// antd's styles for the components the catalogue shows and the first screens do not, computed at build time
// (build/antd-css.ts): without them each page computed its components' CSS on opening, 12% of a route switch to the
// Form page (npm run bench:web, profiled).
//
// They go where antd puts the styles it writes at runtime: before the app's stylesheets, so that an app rule ties
// with antd's and wins (the dark Calendar's selected date in styles.css, the calendar's colour swatches in
// calendar.css). As a lazily loaded stylesheet Vite would append them after the app's CSS, and antd won those ties.
// antd reads its map of precomputed styles once, on its first render; `reset` makes it read the map again, which now
// lists all three sets (this file's map rule is the most specific one, so it wins wherever it sits).

import css from 'virtual:antd-catalogue-css';
import { reset } from '@ant-design/cssinjs/es/util/cacheMapUtil';

if (css && !document.getElementById('antd-catalogue-css')) {
  const style = document.createElement('style');
  style.id = 'antd-catalogue-css';
  style.textContent = css;
  document.head.insertBefore(style, document.head.querySelector('link[rel="stylesheet"]'));
  reset();
}
