import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, kept current. Read while rendering, so the first render already has the
 * answer (antd's `Grid.useBreakpoint` learns it in a layout effect and re-renders its component synchronously
 * while the page commits, which for the app shell was the whole signed-in layout once more).
 * Rendered ahead of time (the prerendered shell, web/build/prerender.ts) the window is a desktop one: min-width
 * queries match. A narrower window never shows that page (public/boot.js).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => query.includes('min-width'),
  );
}
