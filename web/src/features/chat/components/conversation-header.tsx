import {
  ArrowLeftOutlined,
  ArrowRightOutlined,
  AudioMutedOutlined,
  AudioOutlined,
  DeleteOutlined,
  InfoCircleOutlined,
  MoreOutlined,
} from '@ant-design/icons';
import type { Conversation } from '@atrium/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../lib/hooks';
import { fromNow } from '../format';
import { chatPath, conversationTitle, otherMember } from '../model';
import { ConversationAvatar } from './chat-avatar';

type Props = {
  conversation: Conversation;
  myUid: string | undefined;
  showBack: boolean;
  onInfo: () => void;
  onToggleMute: () => void;
  onDelete: () => void;
};

/** The open conversation's name, presence or member count, and its menu (info, mute, delete). */
export function ConversationHeader({
  conversation: c,
  myUid,
  showBack,
  onInfo,
  onToggleMute,
  onDelete,
}: Props) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const rtl = useAppSelector((s) => s.theme.direction) === 'rtl';
  const title = conversationTitle(c, myUid);
  const other = otherMember(c, myUid);
  const sub =
    c.kind === 'group'
      ? t('memberCount', { count: c.members.length })
      : other?.online
        ? t('online')
        : other?.lastSeenAt
          ? t('lastSeen', { time: fromNow(other.lastSeenAt) })
          : t('offline');

  return (
    <header className="chat-header">
      {showBack && (
        <Button
          type="text"
          aria-label={t('back')}
          icon={rtl ? <ArrowRightOutlined /> : <ArrowLeftOutlined />}
          onClick={() => navigate(chatPath())}
        />
      )}
      <ConversationAvatar conversation={c} myUid={myUid} title={title} />
      <div className="chat-header-text">
        <h2 className="chat-header-name">
          <bdi>{title}</bdi>
        </h2>
        <div className="chat-header-sub" data-testid="chat-presence">
          {sub}
        </div>
      </div>
      {c.muted && <AudioMutedOutlined role="img" aria-label={t('muted')} />}
      <Dropdown
        trigger={['click']}
        placement={rtl ? 'bottomLeft' : 'bottomRight'}
        menu={{
          items: [
            {
              key: 'info',
              icon: <InfoCircleOutlined />,
              label: c.kind === 'group' ? t('menu.groupInfo') : t('menu.info'),
              onClick: onInfo,
            },
            {
              key: 'mute',
              icon: c.muted ? <AudioOutlined /> : <AudioMutedOutlined />,
              label: c.muted ? t('menu.unmute') : t('menu.mute'),
              onClick: onToggleMute,
            },
            { type: 'divider' },
            {
              key: 'delete',
              icon: <DeleteOutlined />,
              danger: true,
              label: t('menu.delete'),
              onClick: onDelete,
            },
          ],
        }}
      >
        <Button type="text" icon={<MoreOutlined />} aria-label={t('menu.label')} />
      </Dropdown>
    </header>
  );
}
