import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const SEARCH_DELAY_MS = 300;

/**
 * The list's place in the URL, so reload, Back and a shared link show the same page: `q` (the search) and `pages`
 * (the keyset cursors of the pages before this one, comma-separated: page 3 holds two). Prev drops the last
 * cursor, Next adds the page's `nextCursor`. The search box applies its text 300 ms after the last keystroke,
 * back on the first page.
 */
export function useListPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const trail = (params.get('pages') ?? '').split(',').filter(Boolean);
  const cursor = trail.at(-1) ?? null;

  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );

  const [searchText, setSearchText] = useState(q);
  const applied = useRef(q);
  // The box follows the URL when it changes from elsewhere (Back, a folder link), not when it made the change.
  useEffect(() => {
    if (q !== applied.current) {
      applied.current = q;
      setSearchText(q);
    }
  }, [q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: debounce on the typed text only
  useEffect(() => {
    const next = searchText.trim();
    if (next === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = next;
      update({ q: next || null, pages: null }, true);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return {
    q,
    cursor,
    /** 1 for the first page. */
    page: trail.length + 1,
    searchText,
    setSearchText,
    next: (nextCursor: string) => update({ pages: [...trail, nextCursor].join(',') }),
    prev: () => update({ pages: trail.slice(0, -1).join(',') || null }),
  };
}
