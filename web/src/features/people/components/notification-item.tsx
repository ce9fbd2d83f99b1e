import { BellOutlined } from '@ant-design/icons';
import type { Notification } from '@atrium/contracts';
import { ROLES } from '@atrium/contracts/access';
import { Avatar, Badge, theme } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { pathTo } from '../../../config/paths';
import { DateText } from './date-text';

const KIND_KEYS: Record<Notification['kind'], string> = {
  'member.joined': 'notifications.kinds.memberJoined',
  'member.welcome': 'notifications.kinds.memberWelcome',
  'role.changed': 'notifications.kinds.roleChanged',
  'order.placed': 'notifications.kinds.orderPlaced',
  'order.changed': 'notifications.kinds.orderChanged',
  'member.followed': 'notifications.kinds.memberFollowed',
  'mail.received': 'notifications.kinds.mailReceived',
  'event.invited': 'notifications.kinds.eventInvited',
  'event.changed': 'notifications.kinds.eventChanged',
  'event.cancelled': 'notifications.kinds.eventCancelled',
  'project.added': 'notifications.kinds.projectAdded',
  'card.assigned': 'notifications.kinds.cardAssigned',
};

/** The sentence for a notification in the current language, e.g. "Ana changed your role to Admin". */
export function notificationText(n: Notification, t: TFunction<'people'>): string {
  const key = KIND_KEYS[n.kind] ?? 'notifications.kinds.unknown';
  const role = n.data.role;
  return t(key, {
    name: n.actor?.displayName || t('notifications.someone'),
    role: (ROLES as readonly string[]).includes(role ?? '') ? t(`role.${role}`) : (role ?? ''),
    order: n.data.order ?? '',
    subject: n.data.subject ?? '',
    title: n.data.title ?? '',
    project: n.data.project ?? '',
  });
}

/** Where a notification leads when it is about one thing that has a screen: a mail opens in the Inbox. */
export function notificationHref(n: Notification): string | null {
  if (n.kind === 'mail.received' && n.data.messageId) return pathTo.mailMessage('inbox', n.data.messageId);
  return null;
}

/**
 * One notification: who (avatar), what (sentence, a link when it leads somewhere) and when (relative time); unread
 * ones stand out.
 */
export function NotificationItem({
  notification: n,
  compact,
  onNavigate,
}: {
  notification: Notification;
  compact?: boolean;
  /** Its link was followed (the bell's panel closes). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('people');
  const { token } = theme.useToken();
  const unread = n.readAt === null;
  const href = notificationHref(n);
  const text = notificationText(n, t);
  return (
    <div
      className={`notification-item${unread ? ' notification-item-unread' : ''}`}
      data-testid="notification-item"
      style={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 12,
        padding: compact ? '10px 16px' : '14px 16px',
        background: unread ? token.colorPrimaryBg : undefined,
        borderInlineStart: `3px solid ${unread ? token.colorPrimary : 'transparent'}`,
      }}
    >
      {n.actor ? (
        <MemberAvatar member={n.actor} size={compact ? 'default' : 'large'} />
      ) : (
        <Avatar
          size={compact ? 'default' : 'large'}
          icon={<BellOutlined />}
          aria-hidden
          style={{ backgroundColor: token.colorPrimary, flexShrink: 0 }}
        />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>
        <div style={{ color: 'var(--app-text)', fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' }}>
          {/* <bdi>: in the RTL layout the sentence keeps its end ("Welcome to Atrium!" read "!Welcome to Atrium"). */}
          {href ? (
            <Link to={href} onClick={onNavigate} style={{ color: 'inherit' }}>
              <bdi>{text}</bdi>
            </Link>
          ) : (
            <bdi>{text}</bdi>
          )}
        </div>
        <div style={{ color: 'var(--app-text-muted)', fontSize: 12 }}>
          <DateText value={n.createdAt} format="relative" />
        </div>
      </div>
      {unread && (
        <span role="img" aria-label={t('notifications.unread')} title={t('notifications.unread')}>
          <Badge status="processing" />
        </span>
      )}
    </div>
  );
}
