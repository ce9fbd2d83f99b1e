import type { TableProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_SIZES = [10, 20, 50, 100];
const DEFAULT_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 300;

type SortOrder = 'asc' | 'desc';
type Page = { items: unknown[]; total: number };

/**
 * A server-paged table whose state lives in the URL (page, pageSize, sort, order, q), so reload, Back and shared
 * links show the same view. Defaults are left out of the URL. Screens read their own extra filters from
 * `params` and set them with `update`.
 */
export function useUrlTable<S extends string, Row>({
  sortKeys,
  defaultSort,
  defaultOrder = 'asc',
}: {
  sortKeys: readonly S[];
  defaultSort: S;
  defaultOrder?: SortOrder;
}) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const size = Number.parseInt(params.get('pageSize') ?? '', 10);
  const pageSize = size >= 1 && size <= 100 ? size : DEFAULT_PAGE_SIZE;
  const sort = sortKeys.find((key) => key === params.get('sort')) ?? defaultSort;
  const orderParam = params.get('order');
  const order: SortOrder = orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaultOrder;
  const q = (params.get('q') ?? '').trim();

  /** Sets (or, for null and '', removes) URL params; other params are kept. */
  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  // Search box: typed text is applied 300 ms after the last keystroke, back on page 1. The box follows the
  // URL when it changes from elsewhere (Back, a link), but not when the change is the one it just made.
  const [searchText, setSearchText] = useState(q);
  const applied = useRef(q);
  useEffect(() => {
    if (q !== applied.current) {
      applied.current = q;
      setSearchText(q);
    }
  }, [q]);
  const applySearch = (value: string) => {
    const next = value.trim();
    if (next === applied.current) return;
    applied.current = next;
    update({ q: next || null, page: null });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: debounce on the typed text only
  useEffect(() => {
    if (searchText.trim() === applied.current) return;
    const timer = setTimeout(() => applySearch(searchText), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  /** antd's sortOrder for a column. */
  const sortOrderOf = (key: S) => (sort === key ? (order === 'asc' ? 'ascend' : 'descend') : null);

  const onTableChange: TableProps<Row>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = sortKeys.find((k) => k === s?.columnKey);
      const dir: SortOrder | null = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : null;
      if (!key || !dir || (key === defaultSort && dir === defaultOrder)) {
        update({ sort: null, order: null, page: null });
      } else {
        update({ sort: key, order: dir, page: null });
      }
    } else if (action === 'paginate') {
      const nextSize = pagination.pageSize ?? pageSize;
      const current = nextSize === pageSize ? (pagination.current ?? 1) : 1;
      update({
        page: current > 1 ? String(current) : null,
        pageSize: nextSize === DEFAULT_PAGE_SIZE ? null : String(nextSize),
      });
    }
  };

  return {
    params,
    page,
    pageSize,
    sort,
    order,
    q,
    update,
    searchText,
    setSearchText,
    applySearch,
    sortOrderOf,
    onTableChange,
  };
}

/** A page past the end (e.g. after deleting the last rows on it): go to the last page that exists. */
export function useLastPageWhenPastEnd(
  table: Pick<ReturnType<typeof useUrlTable>, 'page' | 'pageSize' | 'update'>,
  loaded: Page | undefined,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the loaded page only
  useEffect(() => {
    if (loaded && loaded.items.length === 0 && loaded.total > 0 && table.page > 1) {
      const last = Math.max(1, Math.ceil(loaded.total / table.pageSize));
      table.update({ page: last > 1 ? String(last) : null }, true);
    }
  }, [loaded]);
}
