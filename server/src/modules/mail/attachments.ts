import type { MailAttachment } from '@atrium/contracts';
import { MAIL_IMAGE_TYPES } from '@atrium/contracts';
import type { Database } from '../../db/client.ts';
import { type Judged, signedMediaUrl } from '../../http/uploads.ts';
import type { Query } from '../../realtime/types.ts';

/** Where attachment bytes are served (mailMediaRoutes). */
export const MAIL_MEDIA_PATH = '/media/mail';
/** How long an upload no message uses is kept. */
export const ORPHAN_MAIL_ATTACHMENT_GRACE_MS = 24 * 3_600_000;

export const isImageType = (type: string) => (MAIL_IMAGE_TYPES as readonly string[]).includes(type);

type AttachmentRow = { message_id: string; id: string; name: string; type: string; size: number };

/** Uploads and their signed URLs; the signing secret is the database's (migration 0011), read once. */
export function mailAttachments(database: Database, now: () => Date) {
  let secret: Promise<string> | null = null;
  const mediaSecret = () => {
    secret ??= database
      .query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'mail_media'`)
      .then(([row]) => {
        if (!row) throw new Error('The mail media secret is missing (migration 0011).');
        return row.value;
      });
    secret.catch(() => {
      secret = null;
    });
    return secret;
  };

  const toAttachment = async (row: Omit<AttachmentRow, 'message_id'>): Promise<MailAttachment> => ({
    id: row.id,
    name: row.name,
    type: row.type,
    size: row.size,
    url: signedMediaUrl(MAIL_MEDIA_PATH, await mediaSecret(), row.id, now()),
    image: isImageType(row.type),
  });

  return {
    mediaSecret,

    /** The attachments of each message, in the order they were attached. */
    async ofMessages(query: Query, messageIds: string[]): Promise<Map<string, MailAttachment[]>> {
      const byMessage = new Map<string, MailAttachment[]>();
      if (!messageIds.length) return byMessage;
      const rows = await query<AttachmentRow>(
        `SELECT ma.message_id::text, a.id::text, a.name, a.type, a.size
           FROM mail_message_attachments ma JOIN mail_attachments a ON a.id = ma.attachment_id
          WHERE ma.message_id = ANY($1::uuid[]) ORDER BY ma.message_id, ma.position`,
        [messageIds],
      );
      for (const row of rows) {
        const list = byMessage.get(row.message_id) ?? [];
        list.push(await toAttachment(row));
        byMessage.set(row.message_id, list);
      }
      return byMessage;
    },

    async add(uid: string, bytes: Uint8Array, name: string, judged: Judged): Promise<MailAttachment> {
      const [row] = await database.query<{ id: string }>(
        `INSERT INTO mail_attachments (uploader_uid, bytes, type, name, size) VALUES ($1, $2, $3, $4, $5)
         RETURNING id::text`,
        [uid, bytes, judged.type, name, bytes.length],
      );
      return toAttachment({ id: row?.id as string, name, type: judged.type, size: bytes.length });
    },

    /** The bytes behind a media URL (the route has checked its signature). */
    async bytes(id: string) {
      const [row] = await database.query<{ bytes: Uint8Array; type: string; name: string }>(
        'SELECT bytes, type, name FROM mail_attachments WHERE id = $1',
        [id],
      );
      return row ?? null;
    },

    /** Removes uploads no message uses after the grace period; returns how many. */
    async sweep(at: Date) {
      const rows = await database.query(
        `DELETE FROM mail_attachments a WHERE a.created_at < $1
            AND NOT EXISTS (SELECT 1 FROM mail_message_attachments ma WHERE ma.attachment_id = a.id)
         RETURNING a.id`,
        [new Date(at.getTime() - ORPHAN_MAIL_ATTACHMENT_GRACE_MS)],
      );
      return rows.length;
    },
  };
}

export type MailAttachments = ReturnType<typeof mailAttachments>;
