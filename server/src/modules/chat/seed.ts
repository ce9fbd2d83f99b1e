import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { seededRandom } from '../../db/seed-random.ts';

// Demo conversations for the first real member of a demo workspace, so the chat is not empty on a fresh install:
// four conversations with demo members and a group, three weeks of history, a few reactions, some unread. The
// same texts and order every time (ids and exact times depend on when the member joins). No events are published:
// nobody is connected yet.

/** Who says a line: 'me' (the new member) or the n-th demo member of the conversation. */
type Line = [who: 'me' | number, text: string];
type Script = {
  group?: string;
  with: number[];
  startDaysAgo: number;
  endMinutesAgo: number;
  unread: number;
  lines: Line[];
};

const SCRIPTS: Script[] = [
  {
    with: [0],
    startDaysAgo: 20,
    endMinutesAgo: 12,
    unread: 2,
    lines: [
      [0, 'Welcome aboard! Ping me if anything in the dashboard is unclear.'],
      ['me', 'Thanks! Where do I find last month’s orders?'],
      [0, 'Orders page, then filter by date. You can export them as CSV too.'],
      ['me', 'Found it, thank you.'],
      [0, 'Also: the monthly target is on the Dashboard, admins can change it.'],
      ['me', 'Good to know 👍'],
      [0, 'Are you joining the planning call on Thursday?'],
      ['me', 'Yes, I’ll be there.'],
      [0, 'Great. I’ll share the agenda beforehand.'],
      [0, 'Agenda is up: Q3 goals, catalogue clean-up, and the new checkout.'],
      [0, 'Can you look at the checkout numbers before the call?'],
    ],
  },
  {
    with: [1],
    startDaysAgo: 15,
    endMinutesAgo: 180,
    unread: 0,
    lines: [
      [0, 'Hi! I’m handling the product photos this week.'],
      ['me', 'Perfect, the new bags still need pictures.'],
      [0, 'On it. Do we keep the white background?'],
      ['me', 'Yes please, same as the shoes.'],
      [0, 'Uploaded the first ten, have a look when you can.'],
      ['me', 'They look great!'],
      [0, 'Thanks 😊'],
    ],
  },
  {
    with: [2],
    startDaysAgo: 9,
    endMinutesAgo: 60 * 26,
    unread: 1,
    lines: [
      ['me', 'Could you check the stock of the Trail Runner?'],
      [0, 'Sure, give me a minute.'],
      [0, '25 pairs left in size 42, the others are fine.'],
      ['me', 'Thanks, I’ll reorder 42s.'],
      [0, 'Supplier says delivery next Tuesday.'],
    ],
  },
  {
    with: [3],
    startDaysAgo: 4,
    endMinutesAgo: 60 * 50,
    unread: 0,
    lines: [
      [0, 'Lunch on Friday?'],
      ['me', 'Sounds good. The usual place?'],
      [0, 'Yes, 12:30.'],
    ],
  },
  {
    group: 'Design review',
    with: [4, 5, 1],
    startDaysAgo: 18,
    endMinutesAgo: 35,
    unread: 3,
    lines: [
      [0, 'Kicking off the review of the new product page.'],
      [1, 'I’ll share the mock-ups in a bit.'],
      ['me', 'Looking forward to it.'],
      [2, 'Mock-ups look clean. The price could be larger.'],
      [0, 'Agreed, and the variant picker needs more room on mobile.'],
      ['me', 'Let’s try the picker as a full-width list on small screens.'],
      [1, 'Updated version is ready.'],
      [2, 'Much better.'],
      [0, 'Next round on Monday then.'],
      [1, 'Monday’s version has the new gallery.'],
      [2, 'Love the gallery ✨'],
      [0, 'Can we ship it this sprint?'],
    ],
  },
];

/** Reactions: [script index, line index, emoji, reacting demo member of the script (or 'me')]. */
const REACTIONS: [number, number, string, 'me' | number][] = [
  [0, 5, '🎉', 0],
  [1, 5, '❤️', 0],
  [4, 5, '👍', 0],
  [4, 5, '👍', 1],
  [4, 7, '🎉', 'me'],
  [4, 10, '😍', 0],
];

const MINUTE = 60_000;

/**
 * Gives `uid` the demo conversations, unless they have conversations already or there are too few active demo
 * members. Returns how many conversations it created.
 */
export async function seedChatDemo(database: Database, uid: string, now: Date): Promise<number> {
  const demo = (
    await database.query<{ uid: string }>(
      `SELECT uid FROM members WHERE demo AND status = 'active' ORDER BY uid LIMIT 6`,
    )
  ).map((r) => r.uid);
  if (demo.length < 6) return 0;
  return database.transaction(async (query) => {
    if ((await query('SELECT 1 FROM chat_members WHERE uid = $1 LIMIT 1', [uid])).length) return 0;
    const random = seededRandom(1509);
    const messages: { id: string; conversation: string; sender: string; text: string; at: Date }[] = [];
    const scripted: { conversation: string; members: string[]; ids: string[]; unread: number }[] = [];
    for (const script of SCRIPTS) {
      const members = script.with.map((i) => demo[i] as string);
      const [row] = await query<{ id: string }>(
        `INSERT INTO chat_conversations (kind, name, pair_key, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5) RETURNING id::text`,
        script.group
          ? [
              'group',
              script.group,
              null,
              members[0],
              new Date(now.getTime() - script.startDaysAgo * 1440 * MINUTE),
            ]
          : [
              'direct',
              null,
              [uid, members[0]].sort().join(' '),
              members[0],
              new Date(now.getTime() - script.startDaysAgo * 1440 * MINUTE),
            ],
      );
      const conversation = row?.id as string;
      await query(
        'INSERT INTO chat_members (conversation_id, uid, joined_at) SELECT $1::uuid, unnest($2::text[]), $3',
        [conversation, [uid, ...members], new Date(now.getTime() - script.startDaysAgo * 1440 * MINUTE)],
      );
      const start = now.getTime() - script.startDaysAgo * 1440 * MINUTE;
      const step =
        (now.getTime() - script.endMinutesAgo * MINUTE - start) / Math.max(1, script.lines.length - 1);
      const ids = script.lines.map(([who, text], i) => {
        const id = randomUUID();
        const jitter = i === 0 || i === script.lines.length - 1 ? 0 : (random() - 0.5) * step * 0.6;
        const sender = who === 'me' ? uid : (members[who] as string);
        messages.push({ id, conversation, sender, text, at: new Date(start + i * step + jitter) });
        return id;
      });
      scripted.push({ conversation, members, ids, unread: script.unread });
    }
    // One statement in time order, so seqs follow the times.
    messages.sort((a, b) => a.at.getTime() - b.at.getTime());
    await query(
      `INSERT INTO chat_messages (id, conversation_id, sender_uid, kind, text, created_at)
       SELECT id, conversation, sender, 'text', text, at
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::timestamptz[]) AS t(id, conversation, sender, text, at)
        ORDER BY at`,
      [
        messages.map((m) => m.id),
        messages.map((m) => m.conversation),
        messages.map((m) => m.sender),
        messages.map((m) => m.text),
        messages.map((m) => m.at),
      ],
    );
    await query(
      `UPDATE chat_conversations c SET last_seq = m.seq, last_message_at = m.created_at
         FROM (SELECT DISTINCT ON (conversation_id) conversation_id, seq, created_at FROM chat_messages
                WHERE conversation_id = ANY($1::uuid[]) ORDER BY conversation_id, seq DESC) m
        WHERE c.id = m.conversation_id`,
      [scripted.map((s) => s.conversation)],
    );
    // Everyone has read everything, except the new member's last few of some conversations.
    await query(
      `UPDATE chat_members cm SET read_seq = c.last_seq, delivered_seq = c.last_seq
         FROM chat_conversations c WHERE c.id = cm.conversation_id AND c.id = ANY($1::uuid[])`,
      [scripted.map((s) => s.conversation)],
    );
    for (const s of scripted.filter((x) => x.unread > 0)) {
      const lastRead = s.ids[s.ids.length - 1 - s.unread] as string;
      await query(
        `UPDATE chat_members SET read_seq = (SELECT seq FROM chat_messages WHERE id = $3)
          WHERE conversation_id = $1 AND uid = $2`,
        [s.conversation, uid, lastRead],
      );
    }
    const reactions = REACTIONS.map(([script, line, emoji, who]) => {
      const s = scripted[script];
      return {
        message: s?.ids[line] as string,
        uid: who === 'me' ? uid : (s?.members[who] as string),
        emoji,
      };
    });
    await query(
      `INSERT INTO chat_reactions (message_id, uid, emoji)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
      [reactions.map((r) => r.message), reactions.map((r) => r.uid), reactions.map((r) => r.emoji)],
    );
    return scripted.length;
  });
}
