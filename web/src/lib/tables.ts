import type { Breakpoint } from 'antd';
import type { TableRef } from 'antd/es/table';
import { useCallback, useRef } from 'react';
import './tables.css';

/**
 * How every data table of the product behaves on a narrow screen: the columns that matter stay, the others are
 * shown from a tablet up (`responsive`), and whatever is still wider than the card scrolls sideways inside it,
 * with a shadow at the edge that has more (`.scroll-x-table` in styles.css).
 */
export const FROM_TABLET: Breakpoint[] = ['md'];
export const FROM_DESKTOP: Breakpoint[] = ['lg'];

/**
 * Props to spread on a Table: it scrolls sideways inside its card (CSS overflow, not antd's `scroll.x`, which
 * measures the whole table on every render: 250 ms more on the switch to the product list at CPU ×4), a shadow
 * marks each edge with more to show, and the scrolling region takes keyboard focus (named `label`), so it can be
 * scrolled with the arrow keys even when its rows hold nothing focusable (WCAG 2.1.1).
 */
export function useScrollingTable(label: string) {
  const detach = useRef<(() => void) | null>(null);
  const ref = useCallback(
    (table: TableRef | null) => {
      detach.current?.();
      detach.current = null;
      const root = table?.nativeElement;
      const region = root?.querySelector<HTMLElement>('.ant-table-content');
      if (!root || !region) return;
      region.tabIndex = 0;
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', label);
      // One read of the scroll position per scroll or size change (in RTL scrollLeft runs from 0 down to −max).
      const mark = () => {
        const max = region.scrollWidth - region.clientWidth;
        const at = Math.abs(region.scrollLeft);
        root.toggleAttribute('data-more-start', at > 1);
        root.toggleAttribute('data-more-end', at < max - 1);
      };
      const sizes = new ResizeObserver(mark);
      sizes.observe(region);
      if (region.firstElementChild) sizes.observe(region.firstElementChild);
      region.addEventListener('scroll', mark, { passive: true });
      detach.current = () => {
        sizes.disconnect();
        region.removeEventListener('scroll', mark);
      };
    },
    [label],
  );
  return { className: 'scroll-x-table', ref };
}
