import type { Conversation } from '@atrium/contracts';
import { Button, Spin } from 'antd';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dividerDate } from '../format';
import { type DisplayMessage, ticksOf } from '../model';
import { buildRows } from '../rows';
import { type BubbleActions, MessageBubble } from './message-bubble';

/** Within this many pixels of the end the list counts as "at the bottom" (it follows new messages). */
const BOTTOM_SLACK = 48;

type Props = {
  conversation: Conversation;
  messages: DisplayMessage[];
  myUid: string | undefined;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  actions: BubbleActions;
};

/**
 * The history: date dividers, grouped bubbles, a sentinel at the top that loads older messages when it comes
 * into view (also a button, for keyboards). Prepending keeps what the member was reading in place; a new message
 * scrolls into view when the list was at the bottom (or when it is the member's own).
 */
export function MessageList({
  conversation,
  messages,
  myUid,
  hasMore,
  loadingOlder,
  onLoadOlder,
  actions,
}: Props) {
  const { t } = useTranslation('chat');
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const before = useRef<{ first?: string; last?: string; height: number; top: number }>({
    height: 0,
    top: 0,
  });
  const rows = useMemo(() => buildRows(messages), [messages]);
  const membersByUid = useMemo(
    () => new Map(conversation.members.map((m) => [m.uid, m])),
    [conversation.members],
  );
  const isGroup = conversation.kind === 'group';

  // Runs before paint: the member never sees the list jump.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0]?.id;
    const last = messages.at(-1);
    const prev = before.current;
    if (prev.first && first !== prev.first && last?.id === prev.last) {
      // Older messages were put above: keep the same message under the reader's eyes.
      el.scrollTop = prev.top + (el.scrollHeight - prev.height);
    } else if (last?.id !== prev.last && (atBottom.current || last?.senderUid === myUid || !prev.last)) {
      el.scrollTop = el.scrollHeight;
    }
    before.current = { first, last: last?.id, height: el.scrollHeight, top: el.scrollTop };
  }, [messages, myUid]);

  // The top sentinel in view loads the page before the oldest message.
  const load = useRef(onLoadOlder);
  load.current = onLoadOlder;
  useLayoutEffect(() => {
    const el = sentinel.current;
    if (!el || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) load.current();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasMore]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < BOTTOM_SLACK;
    before.current.top = el.scrollTop;
    before.current.height = el.scrollHeight;
  };

  return (
    <div
      className="chat-scroller"
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-label={t('history')}
      aria-live="polite"
      aria-relevant="additions"
    >
      {hasMore && (
        <div className="chat-older" ref={sentinel}>
          {loadingOlder ? (
            <Spin size="small" />
          ) : (
            <Button size="small" type="link" onClick={onLoadOlder}>
              {t('loadOlder')}
            </Button>
          )}
        </div>
      )}
      {rows.map((row) =>
        row.type === 'divider' ? (
          <div key={row.key} className="chat-divider">
            <span>{row.day === 'date' ? dividerDate(row.date) : t(`day.${row.day}`)}</span>
          </div>
        ) : (
          <MessageBubble
            key={row.key}
            row={row}
            mine={row.message.senderUid === myUid}
            myUid={myUid}
            sender={membersByUid.get(row.message.senderUid)}
            showName={isGroup}
            ticks={ticksOf(row.message, conversation.receipts)}
            members={conversation.members}
            actions={actions}
          />
        ),
      )}
    </div>
  );
}
