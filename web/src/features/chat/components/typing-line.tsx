import type { Conversation } from '@atrium/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeSignal } from '../../../lib/realtime';

/** A typing signal counts this long (others send one every few seconds while they type). */
export const TYPING_SHOWS_MS = 4000;

/** "typing…" (direct), "Ana is typing…" (group): who sent a typing signal for this conversation lately. */
export function TypingLine({
  conversation,
  myUid,
  lastSenderUid,
}: {
  conversation: Conversation;
  myUid: string | undefined;
  /** Whoever's message arrived last has stopped typing. */
  lastSenderUid: string | undefined;
}) {
  const { t } = useTranslation('chat');
  const [typing, setTyping] = useState<Record<string, number>>({});

  useRealtimeSignal((signal) => {
    if (signal.type !== 'typing' || signal.conversationId !== conversation.id || signal.uid === myUid) return;
    setTyping((prev) => ({ ...prev, [signal.uid]: Date.now() }));
  });

  useEffect(() => {
    if (!lastSenderUid) return;
    setTyping((prev) => {
      if (!(lastSenderUid in prev)) return prev;
      const { [lastSenderUid]: _, ...rest } = prev;
      return rest;
    });
  }, [lastSenderUid]);

  const active = Object.keys(typing).length > 0;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      const now = Date.now();
      setTyping((prev) => {
        const kept = Object.entries(prev).filter(([, at]) => now - at < TYPING_SHOWS_MS);
        return kept.length === Object.keys(prev).length ? prev : Object.fromEntries(kept);
      });
    }, 500);
    return () => clearInterval(timer);
  }, [active]);

  const names = Object.keys(typing)
    .map((uid) => conversation.members.find((m) => m.uid === uid)?.displayName)
    .filter((n): n is string => !!n);
  let text = '';
  if (active) {
    if (conversation.kind === 'direct') text = t('typing.direct');
    else if (names.length === 1) text = t('typing.one', { name: names[0] });
    else if (names.length === 2) text = t('typing.two', { a: names[0], b: names[1] });
    else text = t('typing.many');
  }
  return (
    <div className="chat-typing" aria-live="polite" data-testid="chat-typing">
      {text}
    </div>
  );
}
