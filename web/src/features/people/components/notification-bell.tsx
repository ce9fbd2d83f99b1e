import { BellOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeferredDropdown } from '../../../components/deferred-dropdown';
import { useAppSelector } from '../../../lib/hooks';
import { useRealtimeStatus } from '../../../lib/realtime';
import { useGetNotificationsQuery } from '../api';
import './notification-bell.css';

export const LATEST = 5;
/** New notifications arrive on the realtime channel; polling is only the fallback while it is down. */
export const FALLBACK_POLL_MS = 60_000;

// The panel (items, avatars, relative dates, Empty, Clear) loads when the bell first opens, not with every page.
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(loadPanel);

/** Header bell: unread count on a badge; opens the latest notifications with Clear and View all. */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation('people');
  const { token } = theme.useToken();
  const direction = useAppSelector((s) => s.theme.direction);
  const [open, setOpen] = useState(false);
  const panelRef = useRef<{ focus: () => void }>(null);
  const live = useRealtimeStatus() === 'open';
  const { data } = useGetNotificationsQuery(
    { limit: LATEST },
    { pollingInterval: live ? 0 : FALLBACK_POLL_MS, skipPollingIfUnfocused: true },
  );
  const unread = data?.unread ?? 0;

  // The panel is rendered at the end of <body>: move focus into it so keyboard users land on its contents.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => panelRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open]);

  return (
    <DeferredDropdown
      open={open}
      onOpenChange={setOpen}
      placement={direction === 'rtl' ? 'bottomLeft' : 'bottomRight'}
      popupRender={() => (
        <Suspense
          fallback={
            <div
              style={{
                width: 340,
                height: 120,
                background: token.colorBgElevated,
                borderRadius: token.borderRadiusLG,
                boxShadow: token.boxShadowSecondary,
              }}
            />
          }
        >
          <NotificationPanel onNavigate={() => setOpen(false)} focusRef={panelRef} />
        </Suspense>
      )}
    >
      <Button
        type="text"
        className={className}
        aria-label={t('notifications.bellLabel', { unread })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadPanel()}
        data-testid="notification-bell"
        icon={
          // A count bubble of our own: antd's Badge (with its number animation) is 4 KB on every page.
          <span className="bell-icon">
            <BellOutlined />
            {unread > 0 && (
              <sup className="bell-count" aria-hidden>
                {unread > 99 ? '99+' : unread}
              </sup>
            )}
          </span>
        }
      />
    </DeferredDropdown>
  );
}
