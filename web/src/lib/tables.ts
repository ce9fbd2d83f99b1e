import type { Breakpoint } from 'antd';

/**
 * How every data table of the product behaves on a narrow screen: the columns that matter stay, the others are
 * shown from a tablet up (`responsive`), and whatever is still wider than the card scrolls sideways inside it,
 * with a shadow at the edge that has more (`.scroll-x-table` in styles.css).
 */
export const FROM_TABLET: Breakpoint[] = ['md'];
export const FROM_DESKTOP: Breakpoint[] = ['lg'];

/** Spread on a Table: scrolls inside its card, so antd marks the edges that have more to show. */
export const SCROLLING_TABLE = { className: 'scroll-x-table', scroll: { x: 'max-content' as const } };
