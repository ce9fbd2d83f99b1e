import type { FieldError, mailDraftSaveSchema } from '@atrium/contracts';
import { MAIL_MESSAGE_ATTACHMENTS_MAX_BYTES } from '@atrium/contracts';
import type { z } from 'zod';
import { fieldError, invalid, notFound } from '../../http/errors.ts';
import type { Query } from '../../realtime/types.ts';
import { sanitizeMailBody } from './sanitize.ts';

// Writing a message: its content is checked as a whole (every refused field named at once) before anything is
// written, and written in the caller's transaction with the mailbox entries, so a refusal leaves nothing behind
// and a delivery reaches every recipient or none.

/** A message's content after the schema's defaults (the same for a draft and a send). */
export type Content = z.infer<typeof mailDraftSaveSchema>;
export type Sender = { uid: string; displayName: string };

type Addressed = { uid: string; kind: 'to' | 'cc' | 'bcc'; name: string };
export type Prepared = {
  recipients: Addressed[];
  attachmentIds: string[];
  threadId: string;
  inReplyTo: string | null;
  subject: string;
  html: string;
  text: string;
};

const KINDS = ['to', 'cc', 'bcc'] as const;

/**
 * Recipients are active members (a member named twice gets one copy, as the first of To, Cc, Bcc that names
 * them); attachments are the caller's uploads or those of a message the caller has (a forward), within the size
 * of a message; `inReplyTo` is a sent message the caller has, whose thread this one joins.
 */
export async function prepare(query: Query, uid: string, id: string, input: Content): Promise<Prepared> {
  const fields: Record<string, FieldError> = {};
  const named = KINDS.flatMap((kind) => input[kind].map((address, index) => ({ kind, index, address })));
  const members = named.length
    ? await query<{ uid: string; display_name: string }>(
        `SELECT uid, display_name FROM members WHERE uid = ANY($1::text[]) AND status = 'active'`,
        [[...new Set(named.map((n) => n.address))]],
      )
    : [];
  const nameOf = new Map(members.map((m) => [m.uid, m.display_name]));
  const recipients = new Map<string, Addressed>();
  for (const { kind, index, address } of named) {
    const name = nameOf.get(address);
    if (name === undefined) {
      fields[`${kind}.${index}`] = fieldError('invalid', `${address} is not a member of this workspace.`, {
        address,
      });
    } else if (!recipients.has(address)) recipients.set(address, { uid: address, kind, name });
  }

  const attachmentIds = [...new Set(input.attachmentIds)];
  if (attachmentIds.length) {
    const usable = await query<{ id: string; size: number }>(
      `SELECT a.id::text, a.size FROM mail_attachments a
        WHERE a.id = ANY($1::uuid[])
          AND (a.uploader_uid = $2 OR EXISTS (SELECT 1 FROM mail_message_attachments ma
                JOIN mail_entries e ON e.message_id = ma.message_id AND e.uid = $2 WHERE ma.attachment_id = a.id))`,
      [attachmentIds, uid],
    );
    const sizes = new Map(usable.map((a) => [a.id, a.size]));
    input.attachmentIds.forEach((attachmentId, index) => {
      if (!sizes.has(attachmentId)) {
        fields[`attachmentIds.${index}`] = fieldError(
          'invalid',
          'This attachment cannot be used: upload it again.',
        );
      }
    });
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    if (total > MAIL_MESSAGE_ATTACHMENTS_MAX_BYTES) {
      fields.attachmentIds = fieldError(
        'too_large',
        `The attachments of a message add up to at most ${MAIL_MESSAGE_ATTACHMENTS_MAX_BYTES / 1024 / 1024} MB.`,
        { max: MAIL_MESSAGE_ATTACHMENTS_MAX_BYTES },
      );
    }
  }

  let threadId = id;
  if (input.inReplyTo) {
    const [parent] =
      input.inReplyTo === id
        ? []
        : await query<{ thread_id: string }>(
            `SELECT m.thread_id::text FROM mail_entries e JOIN mail_messages m ON m.id = e.message_id
              WHERE e.uid = $1 AND e.message_id = $2 AND m.sent_at IS NOT NULL`,
            [uid, input.inReplyTo],
          );
    if (parent) threadId = parent.thread_id;
    else fields.inReplyTo = fieldError('invalid', 'There is no such message to reply to or forward.');
  }

  if (Object.keys(fields).length) throw invalid(fields);
  const { html, text } = sanitizeMailBody(input.html);
  return {
    recipients: [...recipients.values()],
    attachmentIds,
    threadId,
    inReplyTo: input.inReplyTo,
    subject: input.subject,
    html,
    text,
  };
}

/**
 * Takes the id for the caller: 'new' when it was free (a bare row is inserted, filled by `writeContent`), else
 * whether the caller's message of that id was sent. Someone else's id is a 404, as if it did not exist.
 */
export async function claim(query: Query, uid: string, id: string): Promise<'new' | { sent: boolean }> {
  const inserted = await query(
    `INSERT INTO mail_messages (id, thread_id, sender_uid, sender_name) VALUES ($1, $1, $2, '')
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [id, uid],
  );
  if (inserted.length) return 'new';
  const [row] = await query<{ sender_uid: string; sent_at: string | Date | null }>(
    'SELECT sender_uid, sent_at FROM mail_messages WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!row || row.sender_uid !== uid) throw notFound('There is no such message.');
  return { sent: row.sent_at !== null };
}

/** The message's content, addressing and attachments as prepared; `send` stamps it sent now. */
export async function writeContent(
  query: Query,
  sender: Sender,
  id: string,
  content: Prepared,
  send: boolean,
) {
  await query(
    `UPDATE mail_messages SET thread_id = $2, in_reply_to = $3, sender_name = $4, subject = $5, html = $6,
            body_text = $7, updated_at = now(), sent_at = CASE WHEN $8 THEN now() END
      WHERE id = $1`,
    [
      id,
      content.threadId,
      content.inReplyTo,
      sender.displayName,
      content.subject,
      content.html,
      content.text,
      send,
    ],
  );
  await query('DELETE FROM mail_recipients WHERE message_id = $1', [id]);
  await query('DELETE FROM mail_message_attachments WHERE message_id = $1', [id]);
  const { recipients, attachmentIds } = content;
  if (recipients.length) {
    await query(
      `INSERT INTO mail_recipients (message_id, uid, kind, name, position)
       SELECT $1, r.uid, r.kind, r.name, r.n - 1
         FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS r(uid, kind, name, n)`,
      [id, recipients.map((r) => r.uid), recipients.map((r) => r.kind), recipients.map((r) => r.name)],
    );
  }
  if (attachmentIds.length) {
    await query(
      `INSERT INTO mail_message_attachments (message_id, attachment_id, position)
       SELECT $1, a.id, a.n - 1 FROM unnest($2::uuid[]) WITH ORDINALITY AS a(id, n)`,
      [id, attachmentIds],
    );
  }
}

/**
 * Puts a sent message in every mailbox: the sender's Sent (the draft entry, if it was one, becomes it) and each
 * recipient's Inbox; a message to oneself is one entry in both. Returns the recipients' uids.
 */
export async function deliver(query: Query, senderUid: string, id: string, content: Prepared) {
  const uids = content.recipients.map((r) => r.uid);
  await query(
    `INSERT INTO mail_entries (uid, message_id, sent, draft, read, received, sort_at)
     VALUES ($1, $2, true, false, true, $3, now())
     ON CONFLICT (uid, message_id) DO UPDATE SET sent = true, draft = false, read = true,
       received = excluded.received, deleted_at = NULL, sort_at = now()`,
    [senderUid, id, uids.includes(senderUid)],
  );
  const others = uids.filter((uid) => uid !== senderUid);
  if (others.length) {
    await query(
      `INSERT INTO mail_entries (uid, message_id, received, sort_at) SELECT unnest($1::text[]), $2, true, now()`,
      [others, id],
    );
  }
  return uids;
}

/** The sender's Draft entry, moved to the top of the folder at each save. */
export async function keepDraft(query: Query, uid: string, id: string) {
  await query(
    `INSERT INTO mail_entries (uid, message_id, draft, read, sort_at) VALUES ($1, $2, true, true, now())
     ON CONFLICT (uid, message_id) DO UPDATE SET sort_at = now()`,
    [uid, id],
  );
}
