import type { ChatMember } from '@atrium/contracts';
import { Drawer, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { pathTo } from '../../../config/paths';
import { useAppSelector } from '../../../lib/hooks';
import { fromNow } from '../format';

/** User Info of a direct conversation: who they are, whether they are online, and a link to their profile. */
export default function MemberInfoDrawer({ member, onClose }: { member: ChatMember; onClose: () => void }) {
  const { t } = useTranslation('chat');
  const direction = useAppSelector((s) => s.theme.direction);
  return (
    <Drawer
      open
      onClose={onClose}
      title={t('info.title')}
      size={360}
      placement={direction === 'rtl' ? 'left' : 'right'}
      destroyOnHidden
    >
      <Flex vertical align="center" gap={8} style={{ textAlign: 'center' }}>
        <MemberAvatar member={member} size={80} style={{ fontSize: 28 }} />
        <Typography.Title level={4} style={{ margin: 0 }}>
          <bdi>{member.displayName}</bdi>
        </Typography.Title>
        <Typography.Text type="secondary">
          {member.online
            ? t('online')
            : member.lastSeenAt
              ? t('lastSeen', { time: fromNow(member.lastSeenAt) })
              : t('offline')}
        </Typography.Text>
        <Link to={pathTo.profileOf(member.uid)}>{t('info.openProfile')}</Link>
      </Flex>
    </Drawer>
  );
}
