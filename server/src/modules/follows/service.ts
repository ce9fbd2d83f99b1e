import type { FollowStats } from '@atrium/contracts';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { NotificationsService } from '../notifications/service.ts';

/** Members following members: counts for a profile, follow and unfollow (each idempotent). */
export function followsService(
  database: Database,
  { notifications }: { notifications: NotificationsService },
) {
  async function stats(viewerUid: string, uid: string): Promise<FollowStats> {
    const [row] = await database.query<{
      found: boolean;
      followers: number;
      following: number;
      mine: boolean;
    }>(
      `SELECT EXISTS (SELECT 1 FROM members WHERE uid = $2) AS found,
              (SELECT count(*)::int FROM member_follows WHERE followee_uid = $2) AS followers,
              (SELECT count(*)::int FROM member_follows WHERE follower_uid = $2) AS following,
              EXISTS (SELECT 1 FROM member_follows WHERE follower_uid = $1 AND followee_uid = $2) AS mine`,
      [viewerUid, uid],
    );
    if (!row?.found) throw notFound('There is no such member.');
    return { followers: row.followers, following: row.following, followedByMe: row.mine };
  }

  return {
    stats,

    /** The member is told the first time only: following again (a retried click) changes nothing. */
    async follow(viewerUid: string, uid: string): Promise<FollowStats> {
      if (viewerUid === uid) throw new HttpError(400, 'You cannot follow yourself.', 'self');
      const inserted = await database.query(
        `INSERT INTO member_follows (follower_uid, followee_uid)
         SELECT $1, uid FROM members WHERE uid = $2
         ON CONFLICT DO NOTHING RETURNING followee_uid`,
        [viewerUid, uid],
      );
      if (inserted.length) await notifications.notify(uid, 'member.followed', viewerUid, {});
      return stats(viewerUid, uid);
    },

    async unfollow(viewerUid: string, uid: string): Promise<FollowStats> {
      await database.query('DELETE FROM member_follows WHERE follower_uid = $1 AND followee_uid = $2', [
        viewerUid,
        uid,
      ]);
      return stats(viewerUid, uid);
    },
  };
}

export type FollowsService = ReturnType<typeof followsService>;
