import { CATALOGUE } from '../../routes/routes';
import { drawPages } from './testing/draw-pages';

drawPages(CATALOGUE['data-entry']);
