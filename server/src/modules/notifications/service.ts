import type { Notification, NotificationKind } from '@atrium/contracts';
import type { Database } from '../../db/client.ts';
import type { Realtime } from '../../realtime/types.ts';

type Row = {
  id: string;
  kind: NotificationKind;
  data: Record<string, string>;
  created_at: string | Date;
  read_at: string | Date | null;
  actor_uid: string | null;
  actor_name: string | null;
  actor_avatar_type: string | null;
  actor_avatar_version: number | null;
};

const iso = (v: string | Date) => new Date(v).toISOString();

export function notificationsService(database: Database, { realtime }: { realtime: Realtime }) {
  return {
    /** Stores the notification and tells the member's open tabs at once (the bell shows it without polling). */
    async notify(uid: string, kind: NotificationKind, actorUid: string | null, data: Record<string, string>) {
      await database.transaction(async (query) => {
        const [row] = await query<{ id: string }>(
          'INSERT INTO notifications (uid, kind, actor_uid, data) VALUES ($1, $2, $3, $4) RETURNING id',
          [uid, kind, actorUid, JSON.stringify(data)],
        );
        await realtime.publish(query, 'notification.created', [uid], { notificationId: String(row?.id) });
      });
    },

    /** The caller's latest notifications (always filtered by their uid) and how many are unread. */
    async list(uid: string, limit: number): Promise<{ items: Notification[]; unread: number }> {
      const [rows, [count]] = await Promise.all([
        database.query<Row>(
          `SELECT n.id, n.kind, n.data, n.created_at, n.read_at, n.actor_uid,
                  a.display_name AS actor_name, a.avatar_type AS actor_avatar_type, a.avatar_version AS actor_avatar_version
             FROM notifications n LEFT JOIN members a ON a.uid = n.actor_uid
            WHERE n.uid = $1 ORDER BY n.created_at DESC, n.id LIMIT $2`,
          [uid, limit],
        ),
        database.query<{ unread: number }>(
          'SELECT count(*)::int AS unread FROM notifications WHERE uid = $1 AND read_at IS NULL',
          [uid],
        ),
      ]);
      return {
        unread: count?.unread ?? 0,
        items: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          data: r.data ?? {},
          createdAt: iso(r.created_at),
          readAt: r.read_at ? iso(r.read_at) : null,
          actor:
            r.actor_uid && r.actor_name
              ? {
                  uid: r.actor_uid,
                  displayName: r.actor_name,
                  avatarUrl: r.actor_avatar_type
                    ? `/media/avatars/${encodeURIComponent(r.actor_uid)}?v=${r.actor_avatar_version}`
                    : null,
                }
              : null,
        })),
      };
    },

    async markAllRead(uid: string) {
      await database.query('UPDATE notifications SET read_at = now() WHERE uid = $1 AND read_at IS NULL', [
        uid,
      ]);
    },
  };
}

export type NotificationsService = ReturnType<typeof notificationsService>;
