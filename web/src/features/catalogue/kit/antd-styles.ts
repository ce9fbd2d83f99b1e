// antd's styles for the components the catalogue shows and the first screens do not, computed at build time
// (build/antd-css.ts): without them each page computed its components' CSS on opening, 12% of a route switch to the
// Form page (npm run bench:web, profiled). Vite loads this CSS before this module runs. antd reads its map of
// precomputed styles once, on its first render; `reset` makes it read the map again, which now lists both files.
import 'virtual:antd-catalogue.css';
import { reset } from '@ant-design/cssinjs/es/util/cacheMapUtil';

reset();
