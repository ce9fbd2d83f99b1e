import { App, Button, Empty, Flex, Spin, theme } from 'antd';
import { type Ref, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../components/load-error';
import { PATHS } from '../../../config/paths';
import { useGetNotificationsQuery, useMarkAllNotificationsReadMutation } from '../api';
import { LATEST } from './notification-bell';
import { NotificationItem } from './notification-item';

/** The bell's panel: the latest notifications with Mark all as read and View all (loaded when the bell first opens). */
export default function NotificationPanel({
  onNavigate,
  focusRef,
}: {
  onNavigate: () => void;
  focusRef: Ref<{ focus: () => void }>;
}) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const errorText = useErrorText();
  const panelRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(focusRef, () => ({ focus: () => panelRef.current?.focus() }), []);
  // Kept fresh by the bell's subscription (realtime events, or its fallback poll).
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery({ limit: LATEST });
  const [markAllRead, { isLoading: clearing }] = useMarkAllNotificationsReadMutation();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  const clear = async () => {
    try {
      await markAllRead().unwrap();
      message.success(t('notifications.cleared'));
    } catch (e) {
      message.error(t('notifications.clearFailed', { message: errorText(e) }));
    }
  };

  let body: React.ReactNode;
  if (isLoading) {
    body = (
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    );
  } else if (isError && !data) {
    body = (
      <Flex vertical align="center" gap={8} style={{ padding: 24, textAlign: 'center' }}>
        <span style={{ color: 'var(--app-text-muted)' }}>{t('notifications.loadFailed')}</span>
        <Button size="small" onClick={() => void refetch()}>
          {t('errors.retry')}
        </Button>
      </Flex>
    );
  } else if (items.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('notifications.empty')}
        style={{ padding: '16px 0' }}
      />
    );
  } else {
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto' }}>
        {items.map((n) => (
          <li key={n.id} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
            <NotificationItem notification={n} compact onNavigate={onNavigate} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div
      ref={panelRef}
      tabIndex={-1}
      role="dialog"
      aria-label={t('notifications.title')}
      data-testid="notification-panel"
      style={{
        width: 340,
        maxWidth: 'calc(100vw - 24px)',
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        overflow: 'hidden',
        outline: 'none',
      }}
    >
      <Flex
        justify="space-between"
        align="center"
        style={{ padding: '12px 16px', borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <span style={{ fontWeight: 600, color: token.colorText }}>{t('notifications.title')}</span>
        {unread > 0 && (
          <span style={{ fontSize: 12, color: token.colorTextSecondary }}>
            {t('notifications.unreadCount', { unread })}
          </span>
        )}
      </Flex>
      {body}
      <Flex justify="space-between" align="center" gap={8} style={{ padding: '8px 12px' }}>
        <Button size="small" onClick={() => void clear()} loading={clearing} disabled={unread === 0}>
          {t('notifications.clear')}
        </Button>
        <Link to={PATHS.notifications} onClick={onNavigate}>
          {t('notifications.viewAll')}
        </Link>
      </Flex>
    </div>
  );
}
