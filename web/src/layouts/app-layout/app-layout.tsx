import type { RealtimeEvent } from '@atrium/contracts';
import { App as AntdApp } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { connectApi } from '../../app/connect-api';
import { connectRealtime } from '../../app/connect-realtime';
import { lengthenRenderSlices } from '../../app/render-slices';
import { PageLoader } from '../../components/page-loader';
import { BREAKPOINTS, LAYOUT } from '../../config/app-config';
import { PageViewTracker } from '../../features/analytics/page-view-tracker';
import { onMobileNavToggle } from '../../features/theme/slice';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';
import { dropPrerendered } from '../../lib/prerendered';
import { useRealtimeEvent } from '../../lib/realtime';
import { useMediaQuery } from '../../lib/use-media-query';
import { Footer } from './footer';
import { HeaderNav } from './header-nav';
import { PageHeader } from './page-header';
import { SideNav } from './side-nav';
import { TopNav } from './top-nav';
import './app-layout.css';

// Awaited by the route that loads this module (routes/router.tsx): not part of the sign-in page's code.
export { antdShellStyles } from '../../lib/antd-shell-styles';
// The router connects the API with it before a screen's first requests, which start before this layout renders.
export { connectApi };

// Opened on demand, so their antd parts (Drawer, Select, ColorPicker, Switch…) stay off every first page.
const ThemePanel = lazy(() =>
  import('../../features/theme/components/theme-panel').then((m) => ({ default: m.ThemePanel })),
);
const MobileNav = lazy(() => import('./mobile-nav'));
// Loaded with the first chat message that arrives, not with every page.
const ChatNotifier = lazy(() => import('../../features/chat/components/chat-notifier'));

/**
 * Committed with the first screen's content (inside its Suspense boundary): the prerendered shell, if the page came
 * with one, gives way to the app's in the same frame.
 */
function PrerenderedTakeover() {
  useLayoutEffect(() => dropPrerendered(), []);
  return null;
}

/** Every screen change starts at the top of the page. */
function ScrollToTop() {
  const { pathname } = useLocation();
  // Block body on purpose: current Chromium's scrollTo returns a promise, which React would take for a cleanup.
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to top on every screen change
  useEffect(() => {
    window.scrollTo?.(0, 0);
  }, [pathname]);
  return null;
}

/**
 * The signed-in shell: header, side or top nav (a drawer below 768 px), page header, content, footer. The router
 * renders it again on every navigation (with a new outlet), so the header and the footer are memoised: only what
 * follows the route (the nav's selection, the page header, the screen) renders again.
 */
export default function AppLayout() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  // During render, so the API knows how to authenticate before any screen's first request.
  useState(() => connectApi(dispatch));
  const { navType, navCollapsed, mobileNav } = useAppSelector((s) => s.theme);
  // Below 768 px (antd's `md`): the spec's mobile limit.
  const isMobile = !useMediaQuery(`(min-width: ${BREAKPOINTS.mobile}px)`);
  const [themePanelOpen, setThemePanelOpen] = useState(false);
  const [themePanelUsed, setThemePanelUsed] = useState(false);
  const openThemePanel = useCallback(() => {
    setThemePanelUsed(true);
    setThemePanelOpen(true);
  }, []);
  const [chatEvents, setChatEvents] = useState<RealtimeEvent[] | null>(null);
  useRealtimeEvent(['chat.message'], (event) => setChatEvents((seen) => seen ?? [event]));

  // The live channel lives as long as the signed-in shell: it ends at sign-out.
  useEffect(() => connectRealtime(dispatch), [dispatch]);
  // Once the shell has committed, its screens render in longer slices (app/render-slices.ts). Not on the sign-in
  // pages: their first render is their only one, and in short slices their Total Blocking Time stays the lowest.
  useEffect(lengthenRenderSlices, []);

  useEffect(() => {
    if (!isMobile && mobileNav) dispatch(onMobileNavToggle(false));
  }, [isMobile, mobileNav, dispatch]);

  const side = navType === 'side' && !isMobile;
  const top = navType === 'top' && !isMobile;
  const navWidth = side ? (navCollapsed ? LAYOUT.sideNavCollapsedWidth : LAYOUT.sideNavWidth) : 0;

  return (
    <AntdApp component={false}>
      <div className={`app-layout ${top ? 'app-layout-top' : ''}`}>
        <a className="skip-link" href="#main-content">
          {t('header.skipToContent')}
        </a>
        <HeaderNav isMobile={isMobile} onOpenThemePanel={openThemePanel} />
        {side && <SideNav />}
        {top && <TopNav />}
        {isMobile && (
          <Suspense fallback={null}>
            <MobileNav />
          </Suspense>
        )}
        <div className="app-main" style={{ paddingInlineStart: navWidth }}>
          <main id="main-content" className="app-content" tabIndex={-1}>
            <PageHeader />
            <Suspense fallback={<PageLoader />}>
              <Outlet />
              <PrerenderedTakeover />
            </Suspense>
          </main>
          <Footer />
        </div>
        {themePanelUsed && (
          <Suspense fallback={null}>
            <ThemePanel open={themePanelOpen} onClose={() => setThemePanelOpen(false)} />
          </Suspense>
        )}
        <PageViewTracker />
        <ScrollToTop />
        {chatEvents && (
          <Suspense fallback={null}>
            <ChatNotifier first={chatEvents} />
          </Suspense>
        )}
      </div>
    </AntdApp>
  );
}
