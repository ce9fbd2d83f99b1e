import { CATALOGUE } from '../../routes/routes';
import { drawPages } from './testing/draw-pages';

const { 'data-entry': _entry, 'data-display': _display, ...others } = CATALOGUE;
drawPages(Object.values(others).flat());
