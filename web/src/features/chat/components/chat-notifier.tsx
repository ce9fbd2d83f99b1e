import type { ChatMessage, RealtimeEvent } from '@atrium/contracts';
import { App, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useRealtimeEvent } from '../../../lib/realtime';
import { useListConversationsQuery } from '../api';
import { chatPath, conversationTitle, openConversationIdOf, previewOf } from '../model';
import { pageVisible, useChatSync, useMyUid } from '../sync';

/** How much of a message the toast shows. */
const PREVIEW_CHARS = 120;

/**
 * A toast for each new message from someone else, while the member is anywhere but in that conversation
 * (muted conversations stay quiet); clicking it opens the conversation. The signed-in shell loads it with the
 * first chat message event (it carries the chat's texts and antd's notification) and hands it that event.
 */
export default function ChatNotifier({ first = [] }: { first?: RealtimeEvent[] }) {
  const { t } = useTranslation('chat');
  const { notification } = App.useApp();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const myUid = useMyUid();
  // The same cache entry as the side nav's badge: names and muted flags without a request of its own.
  const { data } = useListConversationsQuery('');
  useChatSync();

  // The events that made the shell load this: told once the list (names, muted flags) is there.
  const pending = useRef(first);
  useEffect(() => {
    if (!data || !pending.current.length) return;
    const events = pending.current;
    pending.current = [];
    for (const event of events) notify(event);
  });

  useRealtimeEvent(['chat.message'], (event) => notify(event));

  function notify(event: RealtimeEvent) {
    if (event.kind !== 'chat.message') return;
    const message = event.data.message as ChatMessage;
    if (!myUid || message.senderUid === myUid) return;
    if (openConversationIdOf(pathname) === message.conversationId && pageVisible()) return;
    const conversation = data?.items.find((c) => c.id === message.conversationId);
    if (conversation?.muted) return;
    const sender = conversation?.members.find((m) => m.uid === message.senderUid)?.displayName;
    const p = previewOf(message);
    const text =
      p.kind === 'image'
        ? t('preview.photo')
        : p.kind === 'file'
          ? t('preview.file', { name: p.name })
          : p.kind === 'deleted'
            ? t('preview.deleted')
            : p.text.length > PREVIEW_CHARS
              ? `${p.text.slice(0, PREVIEW_CHARS)}…`
              : p.text;
    const title =
      conversation?.kind === 'group' && sender
        ? t('notify.inGroup', { name: sender, group: conversationTitle(conversation, myUid) })
        : (sender ?? (conversation ? conversationTitle(conversation, myUid) : t('notify.newMessage')));
    const key = `chat-${message.conversationId}`;
    const open = () => {
      notification.destroy(key);
      navigate(chatPath(message.conversationId));
    };
    notification.open({
      key,
      title,
      description: text,
      placement: 'bottomRight',
      onClick: open,
      // The toast is clickable; the button is the same for keyboards and screen readers.
      actions: (
        <Button
          type="primary"
          size="small"
          onClick={(e) => {
            e.stopPropagation();
            open();
          }}
        >
          {t('notify.open')}
        </Button>
      ),
      style: { cursor: 'pointer' },
    });
  }

  return null;
}
