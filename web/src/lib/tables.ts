import type { Breakpoint } from 'antd';
import type { TableRef } from 'antd/es/table';
import { useCallback } from 'react';

/**
 * How every data table of the product behaves on a narrow screen: the columns that matter stay, the others are
 * shown from a tablet up (`responsive`), and whatever is still wider than the card scrolls sideways inside it,
 * with a shadow at the edge that has more (`.scroll-x-table` in styles.css).
 */
export const FROM_TABLET: Breakpoint[] = ['md'];
export const FROM_DESKTOP: Breakpoint[] = ['lg'];

/**
 * Props to spread on a Table: it scrolls inside its card, antd marks the edges that have more to show, and the
 * scrolling region takes keyboard focus (named `label`), so it can be scrolled with the arrow keys even when its
 * rows hold nothing focusable (WCAG 2.1.1).
 */
export function useScrollingTable(label: string) {
  const ref = useCallback(
    (table: TableRef | null) => {
      const region = table?.nativeElement?.querySelector('.ant-table-content');
      if (!region) return;
      region.setAttribute('tabindex', '0');
      region.setAttribute('role', 'region');
      region.setAttribute('aria-label', label);
    },
    [label],
  );
  return { className: 'scroll-x-table', scroll: { x: 'max-content' as const }, ref };
}
