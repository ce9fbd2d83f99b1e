import { DeleteOutlined, EditOutlined, EllipsisOutlined, SmileOutlined } from '@ant-design/icons';
import type { ChatMember } from '@atrium/contracts';
import { Button, Dropdown, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { messageTime } from '../format';
import type { DisplayMessage, Ticks } from '../model';
import type { Row } from '../rows';
import { MessageContent } from './message-content';
import { TickMark } from './ticks';

/** The quick reactions of a bubble's menu. */
export const QUICK_EMOJI = ['👍', '❤️', '😂', '😮', '😢', '🙏'];

export type BubbleActions = {
  onReact: (message: DisplayMessage, emoji: string, on: boolean) => void;
  onEdit: (message: DisplayMessage) => void;
  onDelete: (message: DisplayMessage) => void;
  onRetry: (message: DisplayMessage) => void;
  onDiscard: (message: DisplayMessage) => void;
};

type Props = {
  row: Extract<Row, { type: 'message' }>;
  mine: boolean;
  myUid: string | undefined;
  sender: ChatMember | undefined;
  /** Groups name the sender above their first message. */
  showName: boolean;
  ticks: Ticks;
  members: ChatMember[];
  actions: BubbleActions;
};

/** One message: bubble (mine at the inline end), sender and avatar for a group's first/last, reactions, menu. */
export function MessageBubble({ row, mine, myUid, sender, showName, ticks, members, actions }: Props) {
  const { t } = useTranslation('chat');
  const { message, first, last } = row;
  const [menuOpen, setMenuOpen] = useState(false);
  const local = message.local;
  const deleted = message.deletedAt !== null;
  const nameOf = (uid: string) => members.find((m) => m.uid === uid)?.displayName ?? '';

  const canReact = !local && !deleted;
  const menuItems = [
    ...(mine && message.kind === 'text' && !deleted
      ? [
          {
            key: 'edit',
            icon: <EditOutlined />,
            label: t('message.edit'),
            onClick: () => actions.onEdit(message),
          },
        ]
      : []),
    ...(mine && !deleted
      ? [
          {
            key: 'delete',
            icon: <DeleteOutlined />,
            danger: true,
            label: t('message.delete'),
            onClick: () => actions.onDelete(message),
          },
        ]
      : []),
  ];

  return (
    <div
      className={['chat-msg', mine && 'chat-msg-mine', first && 'chat-msg-first'].filter(Boolean).join(' ')}
      data-testid="chat-message"
      data-message-id={message.id}
    >
      {!mine && (
        <div className="chat-msg-avatar">{last && sender && <MemberAvatar member={sender} decorative />}</div>
      )}
      <div className="chat-msg-body">
        {showName && first && sender && <bdi className="chat-msg-sender">{sender.displayName}</bdi>}
        <div className="chat-bubble">
          <MessageContent message={message} />
          <span className="chat-meta">
            {message.editedAt && !deleted && <span>{t('message.edited')}</span>}
            <time dir="auto" dateTime={message.createdAt}>
              {messageTime(message.createdAt)}
            </time>
            {mine && <TickMark state={local ? local.status : ticks} />}
          </span>
        </div>
        {message.reactions.length > 0 && !deleted && (
          <div className="chat-reactions">
            {message.reactions.map((r) => {
              const own = myUid !== undefined && r.uids.includes(myUid);
              return (
                <button
                  key={r.emoji}
                  type="button"
                  className="chat-reaction"
                  aria-pressed={own}
                  title={r.uids.map(nameOf).filter(Boolean).join(', ')}
                  aria-label={t('message.reaction', { emoji: r.emoji, count: r.uids.length })}
                  onClick={() => actions.onReact(message, r.emoji, !own)}
                >
                  {r.emoji} {r.uids.length}
                </button>
              );
            })}
          </div>
        )}
        {local?.status === 'failed' && (
          <div className="chat-failed" role="alert">
            {t(
              `message.failed.${local.error === 'network' || local.error === 'lost' ? local.error : 'refused'}`,
              {
                reason: local.error ? t(`errors.${local.error}`, { defaultValue: t('errors.generic') }) : '',
              },
            )}{' '}
            {local.error !== 'lost' && (
              <Button size="small" type="link" onClick={() => actions.onRetry(message)}>
                {t('message.retry')}
              </Button>
            )}
            <Button size="small" type="link" danger onClick={() => actions.onDiscard(message)}>
              {t('message.discard')}
            </Button>
          </div>
        )}
      </div>
      {(canReact || menuItems.length > 0) && !local && (
        <div className={`chat-actions ${menuOpen ? 'chat-actions-open' : ''}`}>
          {canReact && (
            <Popover
              trigger="click"
              onOpenChange={setMenuOpen}
              content={
                <div style={{ display: 'flex', gap: 2 }}>
                  {QUICK_EMOJI.map((emoji) => {
                    const on = message.reactions.some(
                      (r) => r.emoji === emoji && myUid && r.uids.includes(myUid),
                    );
                    return (
                      <Button
                        key={emoji}
                        type={on ? 'primary' : 'text'}
                        ghost={on}
                        aria-pressed={on}
                        onClick={() => actions.onReact(message, emoji, !on)}
                      >
                        {emoji}
                      </Button>
                    );
                  })}
                </div>
              }
            >
              <Button type="text" size="small" icon={<SmileOutlined />} aria-label={t('message.react')} />
            </Popover>
          )}
          {menuItems.length > 0 && (
            <Dropdown menu={{ items: menuItems }} trigger={['click']} onOpenChange={setMenuOpen}>
              <Button type="text" size="small" icon={<EllipsisOutlined />} aria-label={t('message.more')} />
            </Dropdown>
          )}
        </div>
      )}
    </div>
  );
}
