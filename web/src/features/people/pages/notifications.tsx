import { CheckOutlined } from '@ant-design/icons';
import { App, Button, Card, Empty, Flex, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError, useErrorText } from '../../../components/load-error';
import { useGetNotificationsQuery, useMarkAllNotificationsReadMutation } from '../api';
import { NotificationItem } from '../components/notification-item';

const LIMIT = 100;

/** Pages → Notifications (linked from the header bell): the latest 100, unread ones highlighted. */
export default function Notifications() {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const errorText = useErrorText();
  const { data, isLoading, isError, error, refetch } = useGetNotificationsQuery({ limit: LIMIT });
  const [markAllRead, { isLoading: clearing }] = useMarkAllNotificationsReadMutation();
  const unread = data?.unread ?? 0;

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
    body = <Skeleton active avatar paragraph={{ rows: 3 }} style={{ padding: 16 }} />;
  } else if (isError && !data) {
    body = (
      <div style={{ padding: 16 }}>
        <LoadError title={t('notifications.loadFailed')} error={error} onRetry={() => void refetch()} />
      </div>
    );
  } else if (!data || data.items.length === 0) {
    body = <Empty description={t('notifications.empty')} style={{ padding: '32px 0' }} />;
  } else {
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('notifications.title')}>
        {data.items.map((n) => (
          <li key={n.id} style={{ borderBottom: `1px solid ${token.colorBorderSecondary}` }}>
            <NotificationItem notification={n} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Card
      title={
        <Flex align="baseline" gap={8} wrap>
          <span>{t('notifications.all')}</span>
          {unread > 0 && (
            <span style={{ fontSize: 13, fontWeight: 400, color: token.colorTextSecondary }}>
              {t('notifications.unreadCount', { unread })}
            </span>
          )}
        </Flex>
      }
      extra={
        <Button
          icon={<CheckOutlined />}
          onClick={() => void clear()}
          loading={clearing}
          disabled={unread === 0}
        >
          {t('notifications.clear')}
        </Button>
      }
      styles={{ body: { padding: 0 } }}
    >
      {body}
    </Card>
  );
}
