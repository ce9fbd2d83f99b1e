import { BellOutlined } from '@ant-design/icons';
import { App, Badge, Button, Dropdown, Empty, Flex, Spin, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { APP_PREFIX_PATH } from '../../../config/app-config';
import { useGetNotificationsQuery, useMarkAllNotificationsReadMutation } from '../api';
import { useErrorText } from './load-error';
import { NotificationItem } from './notification-item';

export const NOTIFICATIONS_PATH = `${APP_PREFIX_PATH}/pages/notifications`;
const LATEST = 5;
const POLL_MS = 30_000;

/** Header bell: unread count on a badge; opens the latest notifications with Clear and View all. */
export function NotificationBell({ className }: { className?: string }) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const errorText = useErrorText();
  const direction = useAppSelector((s) => s.theme.direction);
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const { data, isLoading, isError, refetch } = useGetNotificationsQuery(
    { limit: LATEST },
    { pollingInterval: POLL_MS, skipPollingIfUnfocused: true },
  );
  const [markAllRead, { isLoading: clearing }] = useMarkAllNotificationsReadMutation();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];

  // The panel is rendered at the end of <body>: move focus into it so keyboard users land on its contents.
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => panelRef.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [open]);

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
            <NotificationItem notification={n} compact />
          </li>
        ))}
      </ul>
    );
  }

  const panel = (
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
        <Link to={NOTIFICATIONS_PATH} onClick={() => setOpen(false)}>
          {t('notifications.viewAll')}
        </Link>
      </Flex>
    </div>
  );

  return (
    <Dropdown
      open={open}
      onOpenChange={setOpen}
      trigger={['click']}
      placement={direction === 'rtl' ? 'bottomLeft' : 'bottomRight'}
      popupRender={() => panel}
    >
      <Button
        type="text"
        className={className}
        aria-label={t('notifications.bellLabel', { unread })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="notification-bell"
        icon={
          <Badge
            count={unread}
            size="small"
            overflowCount={99}
            title={null}
            styles={{ root: { color: 'inherit', fontSize: 'inherit' }, indicator: { boxShadow: 'none' } }}
          >
            <BellOutlined />
          </Badge>
        }
      />
    </Dropdown>
  );
}
