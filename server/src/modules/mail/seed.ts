import { randomUUID } from 'node:crypto';
import type { MailSystemLabel } from '@atrium/contracts';
import type { Database } from '../../db/client.ts';
import { seededRandom } from '../../db/seed-random.ts';
import type { Query } from '../../realtime/types.ts';
import { sanitizeMailBody } from './sanitize.ts';
import { DEMO_PARAGRAPHS, DEMO_SIGN_OFFS, DEMO_SUBJECTS, WELCOME_THREAD } from './seed-texts.ts';

// Demo mail: the same subjects, bodies, people and order every time from the same seed (ids, and times where they
// follow the clock, differ). Nothing is published: seeded mail is there before anyone looks, and raises no bell.
//   - seedMailDemo: mail between the demo members (a fresh demo workspace, `npm run seed -- --mail N`);
//   - seedMailboxDemo: the first real member of a demo workspace finds a lived-in mailbox;
//   - seedMailWelcome: every new member finds a welcome thread in their Inbox.

type Person = { uid: string; name: string };
type EntryState = { read: boolean; starred: boolean; label: MailSystemLabel | null };
type Spec = {
  id: string;
  threadId: string;
  inReplyTo: string | null;
  sender: Person;
  to: Person[];
  cc: Person[];
  bcc: Person[];
  subject: string;
  html: string;
  at: Date;
  draft: boolean;
  /** Whether the sender keeps it in Sent (the welcome's sender did not write it: it is not in their mailbox). */
  senderEntry: boolean;
  state: (uid: string) => EntryState;
};

const DAY = 86_400_000;
const BATCH = 500;
/** Demo messages generated and written per transaction. */
const DEMO_CHUNK = 5_000;
/** Where the demo members' own mail ends: the demo members were last seen around then (db/seed.ts). */
const DEMO_MAIL_END = Date.UTC(2026, 10, 20);

const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)] as T;

/** `n` different people of `from`, none of `except`. */
function some(random: () => number, from: Person[], n: number, except: Person[]) {
  const left = from.filter((p) => !except.some((e) => e.uid === p.uid));
  const chosen: Person[] = [];
  while (chosen.length < n && left.length) chosen.push(...left.splice(Math.floor(random() * left.length), 1));
  return chosen;
}

function bodyOf(random: () => number, greeting: string) {
  const paragraphs = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
    pick(random, DEMO_PARAGRAPHS),
  );
  return [
    `<p>${greeting}</p>`,
    ...paragraphs.map((p) => `<p>${p}</p>`),
    `<p>${pick(random, DEMO_SIGN_OFFS)}</p>`,
  ].join('');
}

/** Older mail is mostly read; a few are starred or carry a system label. */
const stateOf = (random: () => number, recent: boolean): EntryState => ({
  read: random() < (recent ? 0.35 : 0.9),
  starred: random() < 0.1,
  label: random() < 0.2 ? pick(random, ['works', 'private', 'important'] as const) : null,
});

/**
 * `count` messages over `spanDays` up to `end`, oldest first: new conversations and replies to recent ones.
 * With `focus`, every message has that member as sender or recipient.
 */
function conversation(
  random: () => number,
  people: Person[],
  { count, end, spanDays, focus }: { count: number; end: number; spanDays: number; focus?: Person },
): Spec[] {
  const specs: Spec[] = [];
  const start = end - spanDays * DAY;
  for (let i = 0; i < count; i++) {
    const at = new Date(start + ((i + random() * 0.8) / count) * (end - start));
    const states = new Map<string, EntryState>();
    const state = (uid: string) => {
      if (!states.has(uid)) states.set(uid, stateOf(random, end - at.getTime() < 2 * DAY));
      return states.get(uid) as EntryState;
    };
    const earlier = specs.slice(-15).filter((s) => s.to.length);
    const original = earlier.length && random() < 0.35 ? pick(random, earlier) : null;
    const id = randomUUID();
    if (original) {
      const sender = pick(random, original.to);
      const cc = original.cc.filter((p) => p.uid !== sender.uid);
      if (focus && ![sender, original.sender, ...cc].some((p) => p.uid === focus.uid)) cc.push(focus);
      specs.push({
        id,
        threadId: original.threadId,
        inReplyTo: original.id,
        sender,
        to: [original.sender],
        cc,
        bcc: [],
        subject: original.subject.startsWith('Re: ') ? original.subject : `Re: ${original.subject}`,
        html: bodyOf(random, `Hi ${original.sender.name.split(' ')[0]},`),
        at,
        draft: false,
        senderEntry: true,
        state,
      });
      continue;
    }
    const fromFocus = focus && random() < 0.25;
    const sender = fromFocus ? focus : pick(random, people);
    let to = some(random, people, 1 + Math.floor(random() * (random() < 0.8 ? 1 : 3)), [sender]);
    if (focus && !fromFocus && !to.some((p) => p.uid === focus.uid)) to = [focus, ...to.slice(1)];
    const cc = random() < 0.3 ? some(random, people, 1 + Math.floor(random() * 2), [sender, ...to]) : [];
    const bcc = random() < 0.08 ? some(random, people, 1, [sender, ...to, ...cc]) : [];
    specs.push({
      id,
      threadId: id,
      inReplyTo: null,
      sender,
      to,
      cc,
      bcc,
      subject: pick(random, DEMO_SUBJECTS),
      html: bodyOf(random, `Hi ${to[0]?.name.split(' ')[0] ?? 'all'},`),
      at,
      draft: false,
      senderEntry: true,
      state,
    });
  }
  return specs;
}

/** Stores messages, their addressing and every mailbox entry, a batch per statement. */
async function write(query: Query, specs: Spec[]) {
  for (let from = 0; from < specs.length; from += BATCH) {
    const batch = specs.slice(from, from + BATCH);
    const messages = batch.map((s) => {
      const { html, text } = sanitizeMailBody(s.html);
      return {
        id: s.id,
        thread_id: s.threadId,
        in_reply_to: s.inReplyTo,
        sender_uid: s.sender.uid,
        sender_name: s.sender.name,
        subject: s.subject,
        html,
        body_text: text,
        sent_at: s.draft ? null : s.at,
        at: s.at,
      };
    });
    const recipients = batch.flatMap((s) => {
      const seen = new Set<string>();
      return (['to', 'cc', 'bcc'] as const)
        .flatMap((kind) => s[kind].map((p) => ({ kind, p })))
        .filter(({ p }) => !seen.has(p.uid) && seen.add(p.uid))
        .map(({ kind, p }, position) => ({ message_id: s.id, uid: p.uid, kind, name: p.name, position }));
    });
    const entries = batch.flatMap((s) => {
      const received = s.draft ? [] : [...new Set([...s.to, ...s.cc, ...s.bcc].map((p) => p.uid))];
      const own = s.senderEntry
        ? [
            {
              uid: s.sender.uid,
              received: received.includes(s.sender.uid),
              sent: !s.draft,
              draft: s.draft,
              read: true,
              starred: !s.draft && s.state(s.sender.uid).starred,
              label: null,
            },
          ]
        : [];
      const others = received
        .filter((uid) => !s.senderEntry || uid !== s.sender.uid)
        .map((uid) => ({ uid, received: true, sent: false, draft: false, ...s.state(uid) }));
      return [...own, ...others].map((e) => ({ ...e, message_id: s.id, sort_at: s.at }));
    });
    await query(
      `INSERT INTO mail_messages (id, thread_id, in_reply_to, sender_uid, sender_name, subject, html, body_text,
                                  sent_at, created_at, updated_at)
       SELECT id, thread_id, in_reply_to, sender_uid, sender_name, subject, html, body_text, sent_at, at, at
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, thread_id uuid, in_reply_to uuid, sender_uid text,
              sender_name text, subject text, html text, body_text text, sent_at timestamptz, at timestamptz)`,
      [JSON.stringify(messages)],
    );
    await query(
      `INSERT INTO mail_recipients (message_id, uid, kind, name, position)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(message_id uuid, uid text, kind text, name text, position int)`,
      [JSON.stringify(recipients)],
    );
    await query(
      `INSERT INTO mail_entries (uid, message_id, received, sent, draft, read, starred, sort_at)
       SELECT uid, message_id, received, sent, draft, read, starred, sort_at
         FROM jsonb_to_recordset($1::jsonb) AS x(uid text, message_id uuid, received boolean, sent boolean,
              draft boolean, read boolean, starred boolean, sort_at timestamptz)`,
      [JSON.stringify(entries)],
    );
    await query(
      `INSERT INTO mail_entry_labels (uid, message_id, label_id)
       SELECT x.uid, x.message_id, l.id FROM jsonb_to_recordset($1::jsonb) AS x(uid text, message_id uuid, label text)
         JOIN mail_labels l ON l.system_key = x.label`,
      [JSON.stringify(entries.filter((e) => e.label))],
    );
  }
}

async function activeDemoMembers(query: Query): Promise<Person[]> {
  const rows = await query<{ uid: string; display_name: string }>(
    `SELECT uid, display_name FROM members WHERE demo AND status = 'active' ORDER BY uid`,
  );
  return rows.map((r) => ({ uid: r.uid, name: r.display_name }));
}

/**
 * Adds `count` messages between the active demo members (the same ones on every machine for the same members
 * and count), over the 90 days to 20 November 2026. Returns how many, 0 with fewer than three demo members.
 */
export async function seedMailDemo(database: Database, count: number): Promise<number> {
  const people = await activeDemoMembers(database.query);
  if (people.length < 3) return 0;
  // In chunks of their own transaction and memory, each drawn on from the messages there are (so `--mail` twice
  // adds different mail); threads stay within a chunk.
  for (let done = 0; done < count; done += DEMO_CHUNK) {
    await database.transaction(async (query) => {
      const [{ n } = { n: 0 }] = await query<{ n: number }>('SELECT count(*)::int AS n FROM mail_messages');
      const random = seededRandom(4_201 + n);
      const chunk = Math.min(DEMO_CHUNK, count - done);
      await write(query, conversation(random, people, { count: chunk, end: DEMO_MAIL_END, spanDays: 90 }));
    });
  }
  return count;
}

/**
 * The first real member of a demo workspace finds three weeks of mail with demo members (received, sent, replies,
 * two drafts), unless they have mail already. Returns how many messages it added.
 */
export async function seedMailboxDemo(database: Database, uid: string, now: Date): Promise<number> {
  return database.transaction(async (query) => {
    const people = (await activeDemoMembers(query)).slice(0, 12);
    const [me] = await query<{ display_name: string }>('SELECT display_name FROM members WHERE uid = $1', [
      uid,
    ]);
    if (people.length < 3 || !me) return 0;
    if ((await query('SELECT 1 FROM mail_entries WHERE uid = $1 LIMIT 1', [uid])).length) return 0;
    const focus = { uid, name: me.display_name };
    const random = seededRandom(2_611);
    const specs = conversation(random, people, {
      count: 40,
      end: now.getTime() - 3_600_000,
      spanDays: 21,
      focus,
    });
    for (const [i, to] of some(random, people, 2, []).entries()) {
      const id = randomUUID();
      specs.push({
        id,
        threadId: id,
        inReplyTo: null,
        sender: focus,
        to: [to],
        cc: [],
        bcc: [],
        subject: pick(random, DEMO_SUBJECTS),
        html: `<p>Hi ${to.name.split(' ')[0]},</p><p>${pick(random, DEMO_PARAGRAPHS)}</p>`,
        at: new Date(now.getTime() - (i + 1) * 5_400_000),
        draft: true,
        senderEntry: true,
        state: () => ({ read: true, starred: false, label: null }),
      });
    }
    await write(query, specs);
    return specs.length;
  });
}

/**
 * The welcome thread of a new member, from the workspace's longest-standing active administrator (a real one
 * first), or, for the very first member of a workspace without demo people, a note to themselves.
 */
export async function seedMailWelcome(database: Database, uid: string, now: Date) {
  await database.transaction(async (query) => {
    const rows = await query<{ uid: string; display_name: string }>(
      `SELECT uid, display_name FROM members
        WHERE uid = $1 OR (role = 'admin' AND status = 'active')
        ORDER BY uid = $1, demo, created_at, uid LIMIT 2`,
      [uid],
    );
    const member = rows.find((r) => r.uid === uid);
    if (!member) return;
    const me = { uid, name: member.display_name };
    const admin = rows.find((r) => r.uid !== uid);
    const sender = admin ? { uid: admin.uid, name: admin.display_name } : me;
    const threadId = randomUUID();
    let previous: string | null = null;
    const specs = WELCOME_THREAD.map((message, i): Spec => {
      const id = i === 0 ? threadId : randomUUID();
      const spec: Spec = {
        id,
        threadId,
        inReplyTo: previous,
        sender,
        to: [me],
        cc: [],
        bcc: [],
        subject: message.subject,
        html: message.html,
        at: new Date(now.getTime() - (WELCOME_THREAD.length - 1 - i) * 60_000),
        draft: false,
        // The administrator did not write it: it stays out of their Sent.
        senderEntry: false,
        state: () => ({ read: false, starred: false, label: null }),
      };
      previous = id;
      return spec;
    });
    await write(query, specs);
  });
}
