import { AudioMutedOutlined } from '@ant-design/icons';
import type { Conversation } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listTime } from '../format';
import { chatPath, conversationTitle, previewOf } from '../model';
import { ConversationAvatar } from './chat-avatar';

/** One line of the conversation list: a link to the conversation. */
export function ConversationItem({
  conversation: c,
  myUid,
  active,
}: {
  conversation: Conversation;
  myUid: string | undefined;
  active: boolean;
}) {
  const { t } = useTranslation('chat');
  const title = conversationTitle(c, myUid);
  const last = c.lastMessage;
  let preview = t('preview.none');
  if (last) {
    const p = previewOf(last);
    preview =
      p.kind === 'deleted'
        ? t('preview.deleted')
        : p.kind === 'image'
          ? t('preview.photo')
          : p.kind === 'file'
            ? t('preview.file', { name: p.name })
            : p.text;
    if (last.senderUid === myUid && p.kind !== 'deleted') preview = t('preview.you', { text: preview });
  }
  const unread = c.unread > 0;
  return (
    <Link
      to={chatPath(c.id)}
      className={['chat-item', active && 'chat-item-active', unread && 'chat-item-unread']
        .filter(Boolean)
        .join(' ')}
      aria-current={active ? 'page' : undefined}
      data-testid="chat-item"
    >
      <ConversationAvatar conversation={c} myUid={myUid} title={title} />
      <span className="chat-item-main">
        <span className="chat-item-line">
          <bdi className="chat-item-name">{title}</bdi>
          {last && (
            <time dir="auto" className="chat-item-time" dateTime={last.createdAt}>
              {listTime(last.createdAt)}
            </time>
          )}
        </span>
        <span className="chat-item-line">
          <span dir="auto" className="chat-item-preview">
            {preview}
          </span>
          {c.muted && <AudioMutedOutlined aria-label={t('muted')} role="img" />}
          {unread && (
            <span className={`chat-count ${c.muted ? 'chat-count-muted' : ''}`}>
              <span aria-hidden>{c.unread > 99 ? '99+' : c.unread}</span>
              <span className="visually-hidden-chat">{t('unread', { count: c.unread })}</span>
            </span>
          )}
        </span>
      </span>
    </Link>
  );
}
