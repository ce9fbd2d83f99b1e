import type {
  MailBulk,
  MailCounts,
  MailDraft,
  MailLabel,
  MailList,
  MailListItem,
  MailListQuery,
  MailMessage,
  MailPerson,
  MailThread,
  MailUpdate,
} from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Judged } from '../../http/uploads.ts';
import { containsPattern } from '../../lib/sql.ts';
import type { Query, Realtime } from '../../realtime/types.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { mailAttachments } from './attachments.ts';
import { type Content, claim, deliver, keepDraft, prepare, type Sender, writeContent } from './compose.ts';
import { bulk, createLabel, deleteLabel, labelsOf, updateEntry, updateLabel } from './mailbox.ts';
import { ANY_RECIPIENT, searchRecipients, type Viewer } from './people.ts';
import { mailReader } from './read.ts';

// Mail between members. Who sees what: every read starts from the caller's own entries and every change is
// made to them, so another member's message answers 404 whether or not it exists. Changes run in one transaction
// with the realtime events they announce (sent at commit: a refused change announces nothing).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** How much of the body stands in for an empty subject in a notification. */
const NOTIFIED_SUBJECT_MAX = 80;

type Deps = {
  realtime: Realtime;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  now?: () => Date;
};

export function mailService(
  database: Database,
  { realtime, notifications, log, now = () => new Date() }: Deps,
) {
  const attachments = mailAttachments(database, now);
  const reader = mailReader(attachments);

  /** Tells the member's other tabs what changed of their mail. */
  const announce = (query: Query, uid: string, messageIds: string[], labels = false) =>
    realtime.publish(query, 'mail.changed', [uid], { messageIds, labels });

  // New mail reaches recipients' tabs as the row their Inbox shows; the stored event holds the id only.
  realtime.hydrate('mail.message', async (stored) => {
    const messageId = String(stored.messageId);
    if (!UUID.test(messageId)) return null;
    const message = await reader.delivered(database.query, ANY_RECIPIENT, messageId);
    return message ? { message } : null;
  });

  /** The bell of each recipient but the sender; the mail is delivered already, so a failure is logged only. */
  async function notifyRecipients(sender: Sender, recipients: string[], message: MailMessage) {
    const subject =
      message.subject.trim() || message.snippet.replace(/\s+/g, ' ').slice(0, NOTIFIED_SUBJECT_MAX);
    for (const uid of recipients) {
      if (uid === sender.uid) continue;
      await notifications
        .notify(uid, 'mail.received', sender.uid, {
          messageId: message.id,
          threadId: message.threadId,
          subject,
        })
        .catch((error) => log.warn({ err: error, uid }, 'mail notification failed'));
    }
  }

  return {
    mediaSecret: attachments.mediaSecret,

    list: (viewer: Viewer, query: MailListQuery): Promise<MailList> =>
      reader.list(database.query, viewer, query),

    counts: (uid: string): Promise<MailCounts> => reader.counts(database.query, uid),

    /** Opens a message: its thread, and the message is marked read for the caller. */
    async open(viewer: Viewer, id: string): Promise<MailThread> {
      await database.transaction(async (query) => {
        const [marked] = await query(
          'UPDATE mail_entries SET read = true WHERE uid = $1 AND message_id = $2 AND NOT read RETURNING 1',
          [viewer.uid, id],
        );
        if (marked) await announce(query, viewer.uid, [id]);
      });
      return reader.thread(database.query, viewer, id);
    },

    async update(viewer: Viewer, id: string, changes: MailUpdate): Promise<MailListItem> {
      return database.transaction(async (query) => {
        if (await updateEntry(query, viewer.uid, id, changes)) await announce(query, viewer.uid, [id]);
        return reader.item(query, viewer, id);
      });
    },

    async bulk(uid: string, input: MailBulk): Promise<{ changed: number }> {
      return database.transaction(async (query) => {
        const changed = await bulk(query, uid, input);
        if (changed.length) await announce(query, uid, changed);
        return { changed: changed.length };
      });
    },

    /**
     * Sends a message (`created`), or answers a retry with the one sent before (nothing delivered again); the id
     * of the caller's draft sends that draft with this content.
     */
    async send(
      sender: Sender & Viewer,
      input: Content & { id: string },
    ): Promise<{ message: MailMessage; created: boolean }> {
      const { id } = input;
      const sent = await database.transaction(async (query) => {
        const claimed = await claim(query, sender.uid, id);
        if (claimed !== 'new' && claimed.sent) return null;
        const content = await prepare(query, sender.uid, id, input);
        await writeContent(query, sender, id, content, true);
        const recipients = await deliver(query, sender.uid, id, content);
        await realtime.publish(query, 'mail.message', recipients, { messageId: id });
        await announce(query, sender.uid, [id]);
        return { recipients, message: await reader.message(query, sender, id) };
      });
      if (!sent) return { message: await reader.message(database.query, sender, id), created: false };
      await notifyRecipients(sender, sent.recipients, sent.message);
      return { message: sent.message, created: true };
    },

    /** Saves a draft of the caller's (`created` the first time); a message already sent is a 409. */
    async saveDraft(
      sender: Sender & Viewer,
      id: string,
      input: Content,
    ): Promise<{ draft: MailDraft; created: boolean }> {
      return database.transaction(async (query) => {
        const claimed = await claim(query, sender.uid, id);
        if (claimed !== 'new' && claimed.sent) throw conflict('This message was sent already.');
        const content = await prepare(query, sender.uid, id, input);
        await writeContent(query, sender, id, content, false);
        await keepDraft(query, sender.uid, id);
        await announce(query, sender.uid, [id]);
        return { draft: await reader.draft(query, sender, id), created: claimed === 'new' };
      });
    },

    draft: (viewer: Viewer, id: string): Promise<MailDraft> => reader.draft(database.query, viewer, id),

    /** Discards a draft of the caller's. */
    async discardDraft(uid: string, id: string) {
      await database.transaction(async (query) => {
        const [gone] = await query(
          'DELETE FROM mail_messages WHERE id = $1 AND sender_uid = $2 AND sent_at IS NULL RETURNING 1',
          [id, uid],
        );
        if (!gone) throw notFound('There is no such draft.');
        await announce(query, uid, [id]);
      });
    },

    labels: (uid: string): Promise<MailLabel[]> => labelsOf(database.query, uid),

    async createLabel(uid: string, input: { name: string; color: string }): Promise<MailLabel> {
      return database.transaction(async (query) => {
        const label = await createLabel(query, uid, input.name, input.color);
        await announce(query, uid, [], true);
        return label;
      });
    },

    async updateLabel(uid: string, id: string, input: { name?: string; color?: string }): Promise<MailLabel> {
      return database.transaction(async (query) => {
        const label = await updateLabel(query, uid, id, input);
        await announce(query, uid, [], true);
        return label;
      });
    },

    async deleteLabel(uid: string, id: string) {
      await database.transaction(async (query) => {
        await deleteLabel(query, uid, id);
        await announce(query, uid, [], true);
      });
    },

    recipients: (viewer: Viewer, q: string): Promise<MailPerson[]> =>
      searchRecipients(database.query, viewer, q ? containsPattern(q) : null),

    addAttachment: (uid: string, bytes: Uint8Array, name: string, judged: Judged) =>
      attachments.add(uid, bytes, name, judged),

    attachment: attachments.bytes,

    sweepAttachments: attachments.sweep,
  };
}

export type MailService = ReturnType<typeof mailService>;
