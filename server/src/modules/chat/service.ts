import type {
  ChatMember,
  ChatMessage,
  Conversation,
  ConversationCreate,
  ConversationList,
  ConversationUpdate,
  MessageKind,
  MessageList,
  MessageSend,
  Reaction,
  Receipt,
} from '@atrium/contracts';
import { CHAT_GROUP_MAX_MEMBERS } from '@atrium/contracts';
import { LRUCache } from 'lru-cache';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { conflict, fieldError, HttpError, invalid, notFound } from '../../http/errors.ts';
import type { Judged } from '../../http/uploads.ts';
import { containsPattern } from '../../lib/sql.ts';
import type { Query, Realtime, StoredData } from '../../realtime/types.ts';
import { avatarUrlOf } from '../members/service.ts';
import { signedMediaUrl } from './attachments.ts';

// Who sees what: every query is filtered by the caller's membership of the conversation. Something the caller
// is not a member of answers 404 whether or not it exists, so ids never tell a non-member anything. 403 is kept
// for what a member can see but may not do (edit another member's message, remove someone from a group they
// did not create). Refusals happen before any write, and each change runs in one transaction with its event.

type MessageRow = {
  id: string;
  conversation_id: string;
  seq: string | number;
  sender_uid: string;
  kind: MessageKind;
  text: string | null;
  created_at: string | Date;
  edited_at: string | Date | null;
  deleted_at: string | Date | null;
  a_id: string | null;
  a_name: string | null;
  a_type: string | null;
  a_size: number | null;
  reactions: Reaction[] | null;
};

type ConversationRow = {
  id: string;
  kind: Conversation['kind'];
  name: string | null;
  created_by: string;
  last_message_at: string | Date;
  muted: boolean;
  read_seq: string | number;
  unread: number;
  last_message_id: string | null;
};

type MemberRow = {
  conversation_id: string;
  uid: string;
  display_name: string;
  avatar_type: string | null;
  avatar_version: number;
  last_seen_at: string | Date | null;
  read_seq: string | number;
  delivered_seq: string | number;
};

type Membership = {
  kind: Conversation['kind'];
  created_by: string;
  last_seq: string | number;
  hidden_before_seq: string | number | null;
};

const iso = (v: string | Date) => new Date(v).toISOString();
const isoOrNull = (v: string | Date | null) => (v ? iso(v) : null);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A member's list shows this many conversations at most (the most recently active). */
const LIST_MAX = 200;
/** Delivered marks from the realtime channel are written in batches this often. */
const DELIVERED_BATCH_MS = 1_000;
/** How long an upload no message uses is kept. */
export const ORPHAN_ATTACHMENT_GRACE_MS = 24 * 3_600_000;

const MESSAGE_SELECT = `SELECT m.id::text, m.conversation_id::text, m.seq, m.sender_uid, m.kind, m.text, m.created_at,
    m.edited_at, m.deleted_at, a.id::text AS a_id, a.name AS a_name, a.type AS a_type, a.size AS a_size,
    (SELECT json_agg(json_build_object('emoji', r.emoji, 'uids', r.uids) ORDER BY r.first, r.emoji)
       FROM (SELECT emoji, array_agg(uid ORDER BY created_at, uid) AS uids, min(created_at) AS first
               FROM chat_reactions WHERE message_id = m.id GROUP BY emoji) r) AS reactions
  FROM chat_messages m LEFT JOIN chat_attachments a ON a.id = m.attachment_id`;

/** Unread of the member row `me`: others' messages after their read mark and after what they hid. */
const UNREAD = `(SELECT count(*)::int FROM chat_messages m WHERE m.conversation_id = me.conversation_id
    AND m.seq > greatest(me.read_seq, coalesce(me.hidden_before_seq, 0)) AND m.sender_uid <> me.uid
    AND m.deleted_at IS NULL)`;

type Deps = { realtime: Realtime; now?: () => Date };

export function chatService(database: Database, { realtime, now = () => new Date() }: Deps) {
  let secret: Promise<string> | null = null;
  /** The media-signing secret the database generated (migration 0009), read once per process. */
  const mediaSecret = () => {
    secret ??= database
      .query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'chat_media'`)
      .then(([row]) => {
        if (!row) throw new Error('The chat media secret is missing (migration 0009).');
        return row.value;
      });
    secret.catch(() => {
      secret = null;
    });
    return secret;
  };

  async function toMessage(row: MessageRow): Promise<ChatMessage> {
    return {
      id: row.id,
      conversationId: row.conversation_id,
      seq: Number(row.seq),
      senderUid: row.sender_uid,
      kind: row.kind,
      text: row.text,
      attachment:
        row.a_id && row.a_name && row.a_type
          ? {
              id: row.a_id,
              name: row.a_name,
              type: row.a_type,
              size: row.a_size ?? 0,
              url: signedMediaUrl(await mediaSecret(), row.a_id, now()),
            }
          : null,
      reactions: row.reactions ?? [],
      createdAt: iso(row.created_at),
      editedAt: isoOrNull(row.edited_at),
      deletedAt: isoOrNull(row.deleted_at),
    };
  }

  async function messagesByIds(query: Query, ids: string[]): Promise<Map<string, ChatMessage>> {
    if (!ids.length) return new Map();
    const rows = await query<MessageRow>(`${MESSAGE_SELECT} WHERE m.id = ANY($1::uuid[])`, [ids]);
    const messages = await Promise.all(rows.map(toMessage));
    return new Map(messages.map((m) => [m.id, m]));
  }

  async function messageById(query: Query, id: string): Promise<ChatMessage> {
    const message = (await messagesByIds(query, [id])).get(id);
    if (!message) throw notFound('There is no such message.');
    return message;
  }

  /** The caller's membership of the conversation (locked with FOR UPDATE when asked), or a 404. */
  async function membership(query: Query, conversationId: string, uid: string, lock = false) {
    const [row] = await query<Membership>(
      `SELECT c.kind, c.created_by, c.last_seq, me.hidden_before_seq
         FROM chat_members me JOIN chat_conversations c ON c.id = me.conversation_id
        WHERE me.conversation_id = $1 AND me.uid = $2 ${lock ? 'FOR UPDATE OF me' : ''}`,
      [conversationId, uid],
    );
    if (!row) throw notFound('There is no such conversation.');
    return row;
  }

  const memberUids = async (query: Query, conversationId: string) =>
    (
      await query<{ uid: string }>('SELECT uid FROM chat_members WHERE conversation_id = $1', [
        conversationId,
      ])
    ).map((r) => r.uid);

  const publishConversation = async (query: Query, conversationId: string, audience: string[]) =>
    realtime.publish(query, 'chat.conversation', audience, { conversationId });

  /** Active members among `uids` (blocked and unknown ones left out). */
  async function activeMembers(query: Query, uids: string[]) {
    const rows = await query<{ uid: string }>(
      `SELECT uid FROM members WHERE uid = ANY($1::text[]) AND status = 'active'`,
      [uids],
    );
    return new Set(rows.map((r) => r.uid));
  }

  /** Conversations of `uid` as they see them: members with presence, last message, unread and receipts. */
  async function conversationsOf(
    uid: string,
    filter: { ids?: string[]; q?: string; visibleOnly: boolean },
  ): Promise<Conversation[]> {
    const params: unknown[] = [uid];
    const where: string[] = [];
    if (filter.visibleOnly) where.push('NOT me.hidden');
    if (filter.ids) where.push(`c.id = ANY($${params.push(filter.ids)}::uuid[])`);
    if (filter.q) {
      const p = `$${params.push(containsPattern(filter.q))}`;
      where.push(`(lower(c.name) LIKE ${p} OR EXISTS (SELECT 1 FROM chat_members o JOIN members p ON p.uid = o.uid
        WHERE o.conversation_id = c.id AND o.uid <> me.uid AND lower(p.display_name) LIKE ${p}))`);
    }
    const rows = await database.query<ConversationRow>(
      `SELECT c.id::text, c.kind, c.name, c.created_by, c.last_message_at, me.muted, me.read_seq,
              ${UNREAD} AS unread,
              (SELECT m.id::text FROM chat_messages m WHERE m.conversation_id = c.id
                  AND m.seq > coalesce(me.hidden_before_seq, 0) ORDER BY m.seq DESC LIMIT 1) AS last_message_id
         FROM chat_members me JOIN chat_conversations c ON c.id = me.conversation_id
        WHERE me.uid = $1 ${where.map((w) => `AND ${w}`).join(' ')}
        ORDER BY c.last_message_at DESC, c.id LIMIT ${LIST_MAX}`,
      params,
    );
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [members, lastMessages] = await Promise.all([
      database.query<MemberRow>(
        `SELECT cm.conversation_id::text, cm.uid, p.display_name, p.avatar_type, p.avatar_version, p.last_seen_at,
                cm.read_seq, cm.delivered_seq
           FROM chat_members cm JOIN members p ON p.uid = cm.uid
          WHERE cm.conversation_id = ANY($1::uuid[]) ORDER BY cm.joined_at, cm.uid`,
        [ids],
      ),
      messagesByIds(
        database.query,
        rows.flatMap((r) => (r.last_message_id ? [r.last_message_id] : [])),
      ),
    ]);
    const online = await realtime.online([...new Set(members.map((m) => m.uid))]);
    const byConversation = new Map<string, MemberRow[]>();
    for (const m of members)
      byConversation.set(m.conversation_id, [...(byConversation.get(m.conversation_id) ?? []), m]);
    return rows.map((row) => {
      const its = byConversation.get(row.id) ?? [];
      return {
        id: row.id,
        kind: row.kind,
        name: row.name,
        members: its.map(
          (m): ChatMember => ({
            uid: m.uid,
            displayName: m.display_name,
            avatarUrl: avatarUrlOf({
              uid: m.uid,
              avatarType: m.avatar_type,
              avatarVersion: m.avatar_version,
            }),
            online: online.has(m.uid),
            lastSeenAt: isoOrNull(m.last_seen_at),
          }),
        ),
        createdBy: row.created_by,
        lastMessage: (row.last_message_id && lastMessages.get(row.last_message_id)) || null,
        unread: row.unread,
        muted: row.muted,
        readSeq: Number(row.read_seq),
        receipts: its
          .filter((m) => m.uid !== uid)
          .map(
            (m): Receipt => ({
              uid: m.uid,
              deliveredSeq: Number(m.delivered_seq),
              readSeq: Number(m.read_seq),
            }),
          ),
        updatedAt: iso(row.last_message_at),
      };
    });
  }

  async function conversation(uid: string, id: string): Promise<Conversation> {
    const [found] = await conversationsOf(uid, { ids: [id], visibleOnly: false });
    if (!found) throw notFound('There is no such conversation.');
    return found;
  }

  /** Moves `uid`'s marks forward (never back) and tells the conversation's members when one moved. */
  async function advanceMarks(
    query: Query,
    conversationId: string,
    uid: string,
    delivered: number,
    read = 0,
  ) {
    const [moved] = await query(
      `UPDATE chat_members SET read_seq = greatest(read_seq, $3),
              delivered_seq = greatest(delivered_seq, $3, $4)
        WHERE conversation_id = $1 AND uid = $2 AND (read_seq < $3 OR delivered_seq < greatest($3, $4))
        RETURNING uid`,
      [conversationId, uid, read, delivered],
    );
    if (moved) await publishReceipts(query, [conversationId]);
  }

  /**
   * One 'chat.receipt' per conversation whose marks moved, whoever's: it carries every member's marks (read in one
   * query for the whole batch, in the same transaction), so no process reads them again to deliver it.
   */
  async function publishReceipts(query: Query, conversationIds: string[]) {
    const marks = await receiptsOf(query, conversationIds);
    await realtime.publishMany(
      query,
      [...marks].map(([conversationId, receipts]) => ({
        kind: 'chat.receipt' as const,
        audience: receipts.map((r) => r.uid),
        data: { conversationId, receipts },
      })),
    );
  }

  /** Every member's marks of each conversation, by conversation. */
  async function receiptsOf(query: Query, conversationIds: string[]) {
    const rows = await query<{
      conversation_id: string;
      uid: string;
      delivered_seq: string;
      read_seq: string;
    }>(
      `SELECT conversation_id::text, uid, delivered_seq, read_seq FROM chat_members
        WHERE conversation_id = ANY($1::uuid[]) ORDER BY conversation_id, uid COLLATE "C"`,
      [conversationIds],
    );
    const marks = new Map<string, Receipt[]>();
    for (const m of rows) {
      const list = marks.get(m.conversation_id) ?? [];
      list.push({ uid: m.uid, deliveredSeq: Number(m.delivered_seq), readSeq: Number(m.read_seq) });
      marks.set(m.conversation_id, list);
    }
    return marks;
  }

  /** A message the caller may see (a conversation they are in, after what they hid), locked for a change. */
  async function visibleMessage(query: Query, uid: string, messageId: string) {
    const [row] = await query<{
      conversation_id: string;
      sender_uid: string;
      kind: MessageKind;
      deleted_at: string | Date | null;
      attachment_id: string | null;
    }>(
      `SELECT m.conversation_id::text, m.sender_uid, m.kind, m.deleted_at, m.attachment_id::text
         FROM chat_messages m JOIN chat_members me ON me.conversation_id = m.conversation_id AND me.uid = $2
        WHERE m.id = $1 AND m.seq > coalesce(me.hidden_before_seq, 0) FOR UPDATE OF m`,
      [messageId, uid],
    );
    if (!row) throw notFound('There is no such message.');
    return row;
  }

  const ownMessage = async (query: Query, uid: string, messageId: string) => {
    const row = await visibleMessage(query, uid, messageId);
    if (row.sender_uid !== uid) throw new HttpError(403, 'This is not your message.', 'forbidden');
    return row;
  };

  async function publishUpdated(query: Query, conversationId: string, messageId: string) {
    await realtime.publish(query, 'chat.message.updated', await memberUids(query, conversationId), {
      conversationId,
      messageId,
    });
  }

  /** The same id again from the same sender in the same conversation is that message; anything else a 409. */
  async function retried(query: Query, uid: string, conversationId: string, id: string) {
    const [existing] = await query<{ sender_uid: string; conversation_id: string }>(
      'SELECT sender_uid, conversation_id::text FROM chat_messages WHERE id = $1',
      [id],
    );
    if (!existing) return null;
    if (existing.sender_uid !== uid || existing.conversation_id !== conversationId) {
      throw conflict('This message id is already taken: send with a new one.');
    }
    return messageById(query, id);
  }

  /** The upload a message of `kind` may carry: the caller's own, unused, and an image for an image message. */
  async function usableAttachment(query: Query, uid: string, id: string, kind: 'image' | 'file') {
    const [row] = await query<{ type: string }>(
      `SELECT a.type FROM chat_attachments a
        WHERE a.id = $1 AND a.uploader_uid = $2
          AND NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.attachment_id = a.id) FOR UPDATE`,
      [id, uid],
    );
    if (!row) {
      throw invalid({
        attachmentId: fieldError('invalid', 'This attachment cannot be used: upload it again.'),
      });
    }
    if (kind === 'image' && !row.type.startsWith('image/')) {
      throw invalid({ attachmentId: fieldError('not_allowed', 'This attachment is not an image.') });
    }
  }

  // Delivered marks from sockets, gathered per conversation and member (highest seq) and written in batches.
  const deliveries = new Map<string, { conversationId: string; uid: string; seq: number }>();
  let deliveryTimer: NodeJS.Timeout | null = null;
  async function writeDeliveries() {
    deliveryTimer = null;
    const batch = [...deliveries.values()];
    deliveries.clear();
    if (!batch.length) return;
    // Best effort: a lost mark is set again when the member next opens the conversation.
    await database
      .transaction(async (query) => {
        const moved = await query<{ conversation_id: string }>(
          `UPDATE chat_members m SET delivered_seq = v.seq
             FROM unnest($1::uuid[], $2::text[], $3::bigint[]) AS v(conversation_id, uid, seq)
            WHERE m.conversation_id = v.conversation_id AND m.uid = v.uid AND m.delivered_seq < v.seq
            RETURNING m.conversation_id::text`,
          [batch.map((d) => d.conversationId), batch.map((d) => d.uid), batch.map((d) => d.seq)],
        );
        if (moved.length) await publishReceipts(query, [...new Set(moved.map((r) => r.conversation_id))]);
      })
      .catch(() => {});
  }

  async function unreadTotal(uid: string): Promise<number> {
    const [row] = await database.query<{ unread: number }>(
      `SELECT coalesce(sum(${UNREAD}), 0)::int AS unread FROM chat_members me WHERE me.uid = $1 AND NOT me.muted`,
      [uid],
    );
    return row?.unread ?? 0;
  }

  // Receipts carry their marks; events stored before they did (an id only) read them.
  realtime.hydrate('chat.receipt', async (stored) => {
    const conversationId = String(stored.conversationId);
    if (Array.isArray(stored.receipts)) return { conversationId, receipts: stored.receipts as Receipt[] };
    if (!UUID.test(conversationId)) return null;
    return {
      conversationId,
      receipts: (await receiptsOf(database.query, [conversationId])).get(conversationId) ?? [],
    };
  });
  realtime.hydrate('chat.message', async (stored) => {
    const sent = justSent.get(String(stored.messageId));
    if (!sent) return hydrateMessage(stored);
    justSent.delete(sent.id);
    return { conversationId: sent.conversationId, message: sent };
  });
  realtime.hydrate('chat.message.updated', hydrateMessage);
  async function hydrateMessage(stored: StoredData) {
    const conversationId = String(stored.conversationId);
    const messageId = String(stored.messageId);
    if (!UUID.test(messageId)) return null;
    const message = (await messagesByIds(database.query, [messageId])).get(messageId);
    return message ? { conversationId, message } : null;
  }
  /** Messages this process just created, for their 'chat.message' event (an edit or reaction reads afresh). */
  const justSent = new LRUCache<string, ChatMessage>({ max: 5_000, ttl: 10_000 });
  realtime.typingAudience(async (conversationId) =>
    UUID.test(conversationId) ? memberUids(database.query, conversationId) : [],
  );
  realtime.onDelivered('chat.message', (stored, uids) => {
    const conversationId = String(stored.conversationId);
    const seq = Number(stored.seq);
    if (!UUID.test(conversationId) || !Number.isSafeInteger(seq)) return;
    for (const uid of uids) {
      const key = `${conversationId} ${uid}`;
      const known = deliveries.get(key);
      if (!known || known.seq < seq) deliveries.set(key, { conversationId, uid, seq });
    }
    if (!deliveryTimer) {
      deliveryTimer = setTimeout(() => void writeDeliveries(), DELIVERED_BATCH_MS);
      deliveryTimer.unref();
    }
  });

  return {
    mediaSecret,

    /** Unread messages of others in the member's conversations that are not muted. */
    unreadTotal,

    async list(uid: string, q?: string): Promise<ConversationList> {
      const [items, total] = await Promise.all([
        conversationsOf(uid, { q: q || undefined, visibleOnly: true }),
        unreadTotal(uid),
      ]);
      return { items, unread: total };
    },

    get: conversation,

    /** A direct conversation (the existing one, shown again) or a new group; `created` tells 201 from 200. */
    async create(
      uid: string,
      input: ConversationCreate,
    ): Promise<{ conversation: Conversation; created: boolean }> {
      if (input.kind === 'direct') {
        if (input.memberUid === uid) {
          throw invalid({
            memberUid: fieldError('not_allowed', 'You cannot start a conversation with yourself.'),
          });
        }
        const { id, created } = await database.transaction(async (query) => {
          if (!(await activeMembers(query, [input.memberUid])).has(input.memberUid)) {
            throw invalid({ memberUid: fieldError('invalid', 'There is no such member to talk to.') });
          }
          const pairKey = [uid, input.memberUid].sort().join(' ');
          const [inserted] = await query<{ id: string }>(
            `INSERT INTO chat_conversations (kind, pair_key, created_by) VALUES ('direct', $1, $2)
             ON CONFLICT (pair_key) DO NOTHING RETURNING id::text`,
            [pairKey, uid],
          );
          const [row] = inserted
            ? [inserted]
            : await query<{ id: string }>('SELECT id::text FROM chat_conversations WHERE pair_key = $1', [
                pairKey,
              ]);
          const id = row?.id as string;
          // A member who left (or was deleted and joined again) is back in.
          await query(
            `INSERT INTO chat_members (conversation_id, uid, read_seq, delivered_seq, hidden_before_seq)
             SELECT $1::uuid, u, c.last_seq, c.last_seq, nullif(c.last_seq, 0)
               FROM unnest($2::text[]) u, chat_conversations c WHERE c.id = $1
             ON CONFLICT (conversation_id, uid) DO NOTHING`,
            [id, [uid, input.memberUid]],
          );
          await query('UPDATE chat_members SET hidden = false WHERE conversation_id = $1 AND uid = $2', [
            id,
            uid,
          ]);
          await publishConversation(query, id, inserted ? [uid, input.memberUid] : [uid]);
          return { id, created: Boolean(inserted) };
        });
        return { conversation: await conversation(uid, id), created };
      }
      const others = [...new Set(input.memberUids)].filter((m) => m !== uid);
      if (!others.length) {
        throw invalid({
          memberUids: fieldError('too_few', 'Pick at least one member besides yourself.', { min: 1 }),
        });
      }
      const id = await database.transaction(async (query) => {
        const active = await activeMembers(query, others);
        if (others.some((m) => !active.has(m))) {
          throw invalid({ memberUids: fieldError('invalid', 'Some of these members cannot be added.') });
        }
        const [row] = await query<{ id: string }>(
          `INSERT INTO chat_conversations (kind, name, created_by) VALUES ('group', $1, $2) RETURNING id::text`,
          [input.name, uid],
        );
        const id = row?.id as string;
        await query('INSERT INTO chat_members (conversation_id, uid) SELECT $1::uuid, unnest($2::text[])', [
          id,
          [uid, ...others],
        ]);
        await publishConversation(query, id, [uid, ...others]);
        return id;
      });
      return { conversation: await conversation(uid, id), created: true };
    },

    async update(uid: string, id: string, changes: ConversationUpdate): Promise<Conversation> {
      await database.transaction(async (query) => {
        const { kind } = await membership(query, id, uid);
        if (changes.name !== undefined) {
          if (kind !== 'group') {
            throw invalid({ name: fieldError('not_allowed', 'Only a group has a name.') });
          }
          await query('UPDATE chat_conversations SET name = $2 WHERE id = $1', [id, changes.name]);
          await publishConversation(query, id, await memberUids(query, id));
        }
        if (changes.muted !== undefined) {
          await query('UPDATE chat_members SET muted = $3 WHERE conversation_id = $1 AND uid = $2', [
            id,
            uid,
            changes.muted,
          ]);
          // The caller's other tabs update their badge.
          if (changes.name === undefined) await publishConversation(query, id, [uid]);
        }
      });
      return conversation(uid, id);
    },

    /** Deletes the conversation for the caller only: its history so far is hidden, and it leaves their list. */
    async hide(uid: string, id: string) {
      await database.transaction(async (query) => {
        const { last_seq } = await membership(query, id, uid, true);
        await query(
          `UPDATE chat_members SET hidden = true, hidden_before_seq = $3, read_seq = greatest(read_seq, $3),
                  delivered_seq = greatest(delivered_seq, $3)
            WHERE conversation_id = $1 AND uid = $2`,
          [id, uid, last_seq],
        );
        await publishConversation(query, id, [uid]);
      });
    },

    /** Adds members to a group the caller is in; they see what is said from now on. */
    async addMembers(uid: string, id: string, uids: string[]): Promise<Conversation> {
      await database.transaction(async (query) => {
        const { kind, last_seq } = await membership(query, id, uid);
        if (kind !== 'group') {
          throw invalid({ uids: fieldError('not_allowed', 'Members are added to groups only.') });
        }
        // Locked so two additions at once cannot pass the size limit together.
        await query('SELECT 1 FROM chat_conversations WHERE id = $1 FOR UPDATE', [id]);
        const current = await memberUids(query, id);
        const added = [...new Set(uids)].filter((m) => !current.includes(m));
        const active = await activeMembers(query, added);
        if (added.some((m) => !active.has(m))) {
          throw invalid({ uids: fieldError('invalid', 'Some of these members cannot be added.') });
        }
        if (current.length + added.length > CHAT_GROUP_MAX_MEMBERS) {
          throw invalid({
            uids: fieldError('too_many', `A group has at most ${CHAT_GROUP_MAX_MEMBERS} members.`, {
              max: CHAT_GROUP_MAX_MEMBERS,
            }),
          });
        }
        if (!added.length) return;
        await query(
          `INSERT INTO chat_members (conversation_id, uid, read_seq, delivered_seq, hidden_before_seq)
           SELECT $1::uuid, unnest($2::text[]), $3::bigint, $3::bigint, nullif($3::bigint, 0)`,
          [id, added, last_seq],
        );
        await publishConversation(query, id, [...current, ...added]);
      });
      return conversation(uid, id);
    },

    /**
     * Removes a member from a group: the creator may remove anyone, every member themselves (leaving). A creator
     * who leaves hands the group to its longest-standing member; the last one to leave deletes it.
     */
    async removeMember(uid: string, id: string, target: string) {
      await database.transaction(async (query) => {
        const { kind, created_by } = await membership(query, id, uid);
        if (kind !== 'group') throw conflict('A conversation between two members has nobody to remove.');
        if (target !== uid && created_by !== uid) {
          throw new HttpError(403, 'Only the creator of the group removes others.', 'forbidden');
        }
        const before = await memberUids(query, id);
        const removed = await query(
          'DELETE FROM chat_members WHERE conversation_id = $1 AND uid = $2 RETURNING uid',
          [id, target],
        );
        if (!removed.length) throw notFound('This member is not in the group.');
        const left = before.filter((m) => m !== target);
        if (!left.length) {
          await query('DELETE FROM chat_conversations WHERE id = $1', [id]);
          return;
        }
        if (target === created_by) {
          await query(
            `UPDATE chat_conversations SET created_by = (SELECT uid FROM chat_members WHERE conversation_id = $1
               ORDER BY joined_at, uid LIMIT 1) WHERE id = $1`,
            [id],
          );
        }
        await publishConversation(query, id, before);
      });
    },

    /** A page of history, newest page first, oldest first within it; reading marks it delivered to the caller. */
    async messages(
      uid: string,
      id: string,
      { before, limit }: { before?: number; limit: number },
    ): Promise<MessageList> {
      const { last_seq, hidden_before_seq } = await membership(database.query, id, uid);
      const params: unknown[] = [id, Number(hidden_before_seq ?? 0)];
      const older = before === undefined ? '' : `AND m.seq < $${params.push(before)}`;
      const rows = await database.query<MessageRow>(
        `${MESSAGE_SELECT} WHERE m.conversation_id = $1 AND m.seq > $2 ${older}
          ORDER BY m.seq DESC LIMIT ${limit + 1}`,
        params,
      );
      const hasMore = rows.length > limit;
      const items = await Promise.all(rows.slice(0, limit).reverse().map(toMessage));
      if (before === undefined && Number(last_seq) > 0) {
        await database.transaction((query) => advanceMarks(query, id, uid, Number(last_seq)));
      }
      return { items, hasMore };
    },

    async send(
      uid: string,
      conversationId: string,
      input: MessageSend,
    ): Promise<{ message: ChatMessage; created: boolean }> {
      return database.transaction(async (query) => {
        await membership(query, conversationId, uid);
        let attachmentId: string | null = null;
        let text: string | null;
        if (input.kind === 'text') text = input.text;
        else {
          // A retry of an attachment message finds its upload used (by the first try): the retry answers first.
          const again = await retried(query, uid, conversationId, input.id);
          if (again) return { message: again, created: false };
          await usableAttachment(query, uid, input.attachmentId, input.kind);
          attachmentId = input.attachmentId;
          text = input.text?.trim() ? input.text : null;
        }
        let inserted: { seq: string; created_at: string | Date }[];
        try {
          inserted = await query<{ seq: string; created_at: string | Date }>(
            `INSERT INTO chat_messages (id, conversation_id, sender_uid, kind, text, attachment_id)
             VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING RETURNING seq, created_at`,
            [input.id, conversationId, uid, input.kind, text, attachmentId],
          );
        } catch (error) {
          // Another message took the upload meanwhile.
          if (!isUniqueViolation(error)) throw error;
          throw invalid({
            attachmentId: fieldError('invalid', 'This attachment cannot be used: upload it again.'),
          });
        }
        const [row] = inserted;
        if (!row) {
          // The id exists: a retried send (answered with the stored message), or someone else's id (409).
          const again = await retried(query, uid, conversationId, input.id);
          if (again) return { message: again, created: false };
          throw conflict('This message id is already taken: send with a new one.');
        }
        const seq = Number(row.seq);
        // In one statement: the conversation's last message, members who had deleted it see it again (without
        // the history they deleted), the sender has read and received their own message; and who the members are.
        const members = await query<{ uid: string }>(
          `WITH c AS (
             UPDATE chat_conversations SET last_seq = greatest(last_seq, $2), last_message_at = now() WHERE id = $1
           ), shown AS (
             UPDATE chat_members SET hidden = false WHERE conversation_id = $1 AND hidden AND uid <> $3
           ), own AS (
             UPDATE chat_members SET hidden = false, read_seq = greatest(read_seq, $2),
                    delivered_seq = greatest(delivered_seq, $2)
              WHERE conversation_id = $1 AND uid = $3
           )
           SELECT uid FROM chat_members WHERE conversation_id = $1`,
          [conversationId, seq, uid],
        );
        await realtime.publish(
          query,
          'chat.message',
          members.map((m) => m.uid),
          { conversationId, messageId: input.id, seq },
        );
        // A new message has no reactions and no edits: no need to read it back (an upload's details are read).
        const message: ChatMessage = attachmentId
          ? await messageById(query, input.id)
          : {
              id: input.id,
              conversationId,
              seq,
              senderUid: uid,
              kind: input.kind,
              text,
              attachment: null,
              reactions: [],
              createdAt: iso(row.created_at),
              editedAt: null,
              deletedAt: null,
            };
        // Before the commit sends the NOTIFY: the event this process delivers is this message, not read again
        // (other processes read it; a rollback leaves an entry nobody asks for).
        justSent.set(message.id, message);
        return { message, created: true };
      });
    },

    async edit(uid: string, messageId: string, text: string): Promise<ChatMessage> {
      return database.transaction(async (query) => {
        const row = await ownMessage(query, uid, messageId);
        if (row.deleted_at) throw conflict('This message was deleted.');
        if (row.kind !== 'text')
          throw invalid({ text: fieldError('not_allowed', 'Only a text message is edited.') });
        await query('UPDATE chat_messages SET text = $2, edited_at = now() WHERE id = $1', [messageId, text]);
        await publishUpdated(query, row.conversation_id, messageId);
        return messageById(query, messageId);
      });
    },

    /** Deletes the caller's message for everyone: a tombstone stays in its place (no text, no attachment). */
    async deleteMessage(uid: string, messageId: string): Promise<ChatMessage> {
      return database.transaction(async (query) => {
        const row = await ownMessage(query, uid, messageId);
        if (!row.deleted_at) {
          await query(
            'UPDATE chat_messages SET text = NULL, attachment_id = NULL, deleted_at = now() WHERE id = $1',
            [messageId],
          );
          await query('DELETE FROM chat_reactions WHERE message_id = $1', [messageId]);
          if (row.attachment_id)
            await query('DELETE FROM chat_attachments WHERE id = $1', [row.attachment_id]);
          await publishUpdated(query, row.conversation_id, messageId);
        }
        return messageById(query, messageId);
      });
    },

    async react(uid: string, messageId: string, emoji: string, on: boolean): Promise<ChatMessage> {
      return database.transaction(async (query) => {
        const row = await visibleMessage(query, uid, messageId);
        if (row.deleted_at) throw conflict('This message was deleted.');
        const changed = on
          ? await query(
              'INSERT INTO chat_reactions (message_id, uid, emoji) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING uid',
              [messageId, uid, emoji],
            )
          : await query(
              'DELETE FROM chat_reactions WHERE message_id = $1 AND uid = $2 AND emoji = $3 RETURNING uid',
              [messageId, uid, emoji],
            );
        if (changed.length) await publishUpdated(query, row.conversation_id, messageId);
        return messageById(query, messageId);
      });
    },

    /** The caller has read up to `seq` (never past the last message, never backwards). */
    async markRead(uid: string, id: string, seq: number) {
      await database.transaction(async (query) => {
        const { last_seq } = await membership(query, id, uid, true);
        const upTo = Math.min(seq, Number(last_seq));
        await advanceMarks(query, id, uid, upTo, upTo);
      });
    },

    async addAttachment(uid: string, bytes: Uint8Array, name: string, judged: Judged) {
      const [row] = await database.query<{ id: string }>(
        `INSERT INTO chat_attachments (uploader_uid, bytes, type, name, size) VALUES ($1, $2, $3, $4, $5)
         RETURNING id::text`,
        [uid, bytes, judged.type, name, bytes.length],
      );
      const id = row?.id as string;
      return {
        id,
        name,
        type: judged.type,
        size: bytes.length,
        kind: judged.kind,
        url: signedMediaUrl(await mediaSecret(), id, now()),
      };
    },

    /** The bytes behind a media URL (the route has checked its signature). */
    async attachment(id: string) {
      const [row] = await database.query<{ bytes: Uint8Array; type: string; name: string }>(
        'SELECT bytes, type, name FROM chat_attachments WHERE id = $1',
        [id],
      );
      return row ?? null;
    },

    /** Removes uploads no message uses after the grace period; returns how many. */
    async sweepAttachments(at: Date) {
      const rows = await database.query(
        `DELETE FROM chat_attachments a WHERE a.created_at < $1
            AND NOT EXISTS (SELECT 1 FROM chat_messages m WHERE m.attachment_id = a.id) RETURNING a.id`,
        [new Date(at.getTime() - ORPHAN_ATTACHMENT_GRACE_MS)],
      );
      return rows.length;
    },

    /** Stops the delivered-mark batches (the server is closing). */
    stop() {
      if (deliveryTimer) clearTimeout(deliveryTimer);
      deliveryTimer = null;
      deliveries.clear();
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
