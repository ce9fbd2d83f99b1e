import type { ChatMessage, Conversation, ConversationList, Receipt } from '@atrium/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mergeMessages } from './api';
import { applyMessageToList, markReadInList, upsertMessage } from './cache';
import { LinkifiedText } from './linkified-text';
import { openConversationIdOf, ticksOf, withPending } from './model';
import { buildRows } from './rows';

let seq = 0;
const msg = (over: Partial<ChatMessage> = {}): ChatMessage => {
  seq += 1;
  return {
    id: `m${seq}`,
    conversationId: 'c1',
    seq,
    senderUid: 'ana',
    kind: 'text',
    text: `text ${seq}`,
    attachment: null,
    reactions: [],
    createdAt: '2026-03-10T10:00:00',
    editedAt: null,
    deletedAt: null,
    ...over,
  };
};

describe('message rows', () => {
  const now = new Date('2026-03-10T18:00:00');

  it('puts a divider before each day (Today, Yesterday, else the date) and groups one sender’s run', () => {
    const rows = buildRows(
      [
        msg({ createdAt: '2026-03-01T09:00:00' }),
        msg({ createdAt: '2026-03-09T09:00:00' }),
        msg({ createdAt: '2026-03-09T09:02:00' }),
        msg({ createdAt: '2026-03-10T08:00:00' }),
        msg({ createdAt: '2026-03-10T08:01:00' }),
        msg({ createdAt: '2026-03-10T08:02:00', senderUid: 'me' }),
        msg({ createdAt: '2026-03-10T08:20:00', senderUid: 'me' }),
      ],
      now,
    );
    expect(
      rows.map((r) => (r.type === 'divider' ? r.day : `${r.first ? 'F' : '-'}${r.last ? 'L' : '-'}`)),
    ).toEqual([
      'date',
      'FL',
      'yesterday',
      'F-',
      '-L',
      'today',
      'F-',
      '-L',
      'FL',
      // 18 minutes later: a new group of the same sender.
      'FL',
    ]);
  });

  it('shows a message once when the server has it and the outbox still holds it', () => {
    const sent = msg({ id: 'x', senderUid: 'me' });
    const pending = [
      {
        id: 'x',
        conversationId: 'c1',
        senderUid: 'me',
        kind: 'text' as const,
        text: 'a',
        createdAt: '',
        status: 'sending' as const,
      },
      {
        id: 'y',
        conversationId: 'c1',
        senderUid: 'me',
        kind: 'text' as const,
        text: 'b',
        createdAt: '',
        status: 'failed' as const,
      },
    ];
    const shown = withPending([sent], pending, 'me');
    expect(shown.map((m) => [m.id, m.local?.status])).toEqual([
      ['x', undefined],
      ['y', 'failed'],
    ]);
  });
});

describe('ticks', () => {
  const receipts = (...marks: [number, number][]): Receipt[] =>
    marks.map(([deliveredSeq, readSeq], i) => ({ uid: `u${i}`, deliveredSeq, readSeq }));

  it('are read when every other member read it, delivered when every one received it, else sent', () => {
    expect(ticksOf({ seq: 5 }, receipts([5, 5], [9, 7]))).toBe('read');
    expect(ticksOf({ seq: 5 }, receipts([5, 4], [9, 7]))).toBe('delivered');
    expect(ticksOf({ seq: 5 }, receipts([4, 4], [9, 9]))).toBe('sent');
    expect(ticksOf({ seq: 5 }, [])).toBe('sent');
  });
});

describe('addresses', () => {
  it('finds the open conversation in the path', () => {
    expect(openConversationIdOf('/app/apps/chat/abc')).toBe('abc');
    expect(openConversationIdOf('/app/apps/chat')).toBeNull();
    expect(openConversationIdOf('/app/pages/profile')).toBeNull();
  });
});

describe('cache updates', () => {
  const conversation = (over: Partial<Conversation>): Conversation => ({
    id: 'c1',
    kind: 'direct',
    name: null,
    members: [],
    createdBy: 'me',
    lastMessage: null,
    unread: 0,
    muted: false,
    readSeq: 0,
    receipts: [],
    updatedAt: '2026-03-10T10:00:00',
    ...over,
  });

  it('count a message once, whether it comes as the POST answer, an event, or both', () => {
    const list: ConversationList = {
      items: [conversation({ id: 'c0' }), conversation({ id: 'c1' })],
      unread: 0,
    };
    const m = msg({ conversationId: 'c1' });
    expect(applyMessageToList(list, m, { myUid: 'me', openId: null })).toBe(true);
    applyMessageToList(list, m, { myUid: 'me', openId: null });
    expect(list.items.map((c) => c.id)).toEqual(['c1', 'c0']);
    expect(list.items[0]?.unread).toBe(1);
    expect(list.unread).toBe(1);

    markReadInList(list, 'c1', m.seq);
    expect(list.items[0]?.unread).toBe(0);
    expect(list.unread).toBe(0);

    // The open conversation's messages are read at once; muted ones count for the conversation, not the badge.
    applyMessageToList(list, msg({ conversationId: 'c1' }), { myUid: 'me', openId: 'c1' });
    expect(list.items[0]?.unread).toBe(0);
    list.items[1] = { ...(list.items[1] as Conversation), muted: true };
    applyMessageToList(list, msg({ conversationId: 'c0' }), { myUid: 'me', openId: 'c1' });
    expect(list.items[0]).toMatchObject({ id: 'c0', unread: 1 });
    expect(list.unread).toBe(0);
    expect(applyMessageToList(list, msg({ conversationId: 'new' }), { myUid: 'me', openId: null })).toBe(
      false,
    );
  });

  it('upserts messages by id, in seq order, and merges a reloaded page with what was loaded', () => {
    const history = { items: [msg(), msg()], hasMore: true };
    const [a, b] = history.items as [ChatMessage, ChatMessage];
    upsertMessage(history, { ...b, text: 'edited' });
    const late = msg();
    const early = { ...msg(), seq: a.seq + 0.5 };
    upsertMessage(history, late);
    upsertMessage(history, early);
    upsertMessage(history, late);
    expect(history.items.map((m) => m.id)).toEqual([a.id, early.id, b.id, late.id]);
    expect(history.items[2]?.text).toBe('edited');

    const merged = mergeMessages(history, { items: [b, late, msg()], hasMore: true });
    expect(merged.items).toHaveLength(5);
    expect(merged.hasMore).toBe(true);
  });
});

describe('linkified text', () => {
  it('makes addresses links that open in a new tab, and shows markup as text', () => {
    const { container } = render(
      <p>
        <LinkifiedText
          text={'see https://example.com/a?b=1 and <img src=x onerror=alert(1)> javascript:alert(1)'}
        />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'https://example.com/a?b=1' });
    expect(link).toHaveAttribute('href', 'https://example.com/a?b=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
