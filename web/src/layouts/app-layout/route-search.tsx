import { SearchOutlined } from '@ant-design/icons';
import type { InputRef } from 'antd';
import { lazy, Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The AutoComplete (antd's Select machinery, ≈25 KB gzip) loads when someone reaches for the search, not with
// every signed-in page: until then a plain input of the same look stands in and keeps what is typed.
const loadBox = () => import('./route-search-box');
const RouteSearchBox = lazy(loadBox);

/** Finds any screen of the route table by its (translated) title; Ctrl/⌘+K focuses it. */
export function RouteSearch({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const [active, setActive] = useState(false);
  const [query, setQuery] = useState('');
  const input = useRef<InputRef>(null);
  // A transition keeps the focused stand-in on screen (and typing into it) until the box has loaded.
  const activate = () => startTransition(() => setActive(true));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        startTransition(() => setActive(true));
        input.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // Opened from the phone header's search button: ready to type at once.
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  // A native input dressed as antd's borderless one: antd's Input would bring Password, TextArea & co. along.
  const standIn = (
    <span className="route-search route-search-stand-in">
      <SearchOutlined />
      <input
        ref={(el) => {
          input.current = el
            ? ({ input: el, focus: () => el.focus(), blur: () => el.blur() } as InputRef)
            : null;
        }}
        type="text"
        placeholder={t('header.search')}
        aria-label={t('header.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onFocus={activate}
        onPointerEnter={() => void loadBox()}
      />
    </span>
  );
  return (
    <Suspense fallback={standIn}>
      {active ? (
        <RouteSearchBox
          query={query}
          onQueryChange={setQuery}
          inputRef={input}
          autoFocus={document.activeElement === input.current?.input}
        />
      ) : (
        standIn
      )}
    </Suspense>
  );
}
