import { CloseOutlined, SearchOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { RouteSearch } from './route-search';

/**
 * Below 768 px the header has no room for the search box: a search button opens it in a bar under the header,
 * focused, and it closes when a screen is chosen, on Escape, or with its close button.
 */
export function MobileSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new screen (the pathname) is what closes the bar
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <Button
        type="text"
        className="header-icon"
        icon={<SearchOutlined />}
        aria-label={t('header.searchShort')}
        aria-expanded={open}
        aria-controls="mobile-search"
        onClick={() => setOpen((o) => !o)}
        data-testid="mobile-search-toggle"
      />
      {open && (
        <search
          id="mobile-search"
          className="mobile-search"
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        >
          <RouteSearch autoFocus />
          <Button
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('header.closeSearch')}
            onClick={() => setOpen(false)}
          />
        </search>
      )}
    </>
  );
}
