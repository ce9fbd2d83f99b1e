import type { Member, MemberAdminUpdate, MemberListQuery, ProfileUpdate } from '@atrium/contracts';
import { memberListQuerySchema } from '@atrium/contracts';
import { and, asc, desc, eq, getTableColumns, like, type SQL, sql } from 'drizzle-orm';
import type { VerifiedUser } from '../../auth/token-verifier.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { NotificationsService } from '../notifications/service.ts';

export type MemberRow = typeof members.$inferSelect;

export const avatarUrlOf = (row: Pick<MemberRow, 'uid' | 'avatarType' | 'avatarVersion'>) =>
  row.avatarType ? `/media/avatars/${encodeURIComponent(row.uid)}?v=${row.avatarVersion}` : null;

export function toMember(row: MemberRow): Member {
  return {
    uid: row.uid,
    email: row.email,
    displayName: row.displayName,
    username: row.username,
    title: row.title,
    bio: row.bio,
    phone: row.phone,
    website: row.website,
    address: row.address,
    city: row.city,
    postCode: row.postCode,
    birthDate: row.birthDate,
    avatarUrl: avatarUrlOf(row),
    role: row.role,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    lastSeenAt: row.lastSeenAt ? new Date(row.lastSeenAt).toISOString() : null,
  };
}

// Columns without the avatar bytes: lists and look-ups never drag images along.
const { avatar: _avatar, search: _search, ...listColumns } = getTableColumns(members);

const SORT_COLUMNS = {
  name: [sql`lower(${members.displayName})`],
  email: [sql`lower(${members.email})`],
  role: [members.role, sql`lower(${members.displayName})`],
  status: [members.status, sql`lower(${members.displayName})`],
  lastSeenAt: [members.lastSeenAt],
  createdAt: [members.createdAt],
} as const;

const TOUCH_EVERY_MS = 60_000;
const TOTALS_TTL_MS = 10_000;

export function membersService(database: Database, notifications: NotificationsService) {
  const { db } = database;
  /** uid → row, for the per-request "who is this and are they blocked" check. */
  const recent = new Map<string, { row: MemberRow; at: number }>();

  const find = async (uid: string) => {
    const [row] = await db.select(listColumns).from(members).where(eq(members.uid, uid));
    return row as MemberRow | undefined;
  };

  const forget = (uid: string) => {
    recent.delete(uid);
    totals.clear();
  };
  /**
   * Totals of the user list per search term: counting is the costly half of a page (a full scan), and the
   * number only changes when members join, leave or are renamed, which clear it here. Another replica's
   * change shows within TOTALS_TTL_MS.
   */
  const totals = ttlCache<number>(TOTALS_TTL_MS, 500);

  return {
    forget,

    /**
     * The member behind a verified token, created on their first request. The first real (non-demo) member
     * becomes admin; everyone else starts as a member, and admins hear of each newcomer.
     */
    async ensure(user: VerifiedUser): Promise<MemberRow> {
      const cached = recent.get(user.uid);
      if (cached && Date.now() - cached.at < TOUCH_EVERY_MS) return cached.row;
      const name = user.name?.trim() || user.email?.split('@')[0] || 'Member';
      const inserted = await database.query<{ uid: string }>(
        `INSERT INTO members (uid, email, display_name, role, last_seen_at)
         VALUES ($1, $2, $3,
           CASE WHEN EXISTS (SELECT 1 FROM members WHERE role = 'admin' AND NOT demo) THEN 'member' ELSE 'admin' END,
           now())
         ON CONFLICT (uid) DO NOTHING RETURNING uid`,
        [user.uid, user.email, name],
      );
      if (inserted.length) {
        totals.clear();
        await notifications.notify(user.uid, 'member.welcome', null, {});
        const admins = await db
          .select({ uid: members.uid })
          .from(members)
          .where(and(eq(members.role, 'admin'), eq(members.demo, false)));
        for (const admin of admins)
          if (admin.uid !== user.uid) await notifications.notify(admin.uid, 'member.joined', user.uid, {});
      } else {
        await db.update(members).set({ lastSeenAt: sql`now()` }).where(eq(members.uid, user.uid));
      }
      const row = await find(user.uid);
      if (!row) throw new HttpError(401, 'Your account no longer exists.', 'unauthenticated');
      recent.set(user.uid, { row, at: Date.now() });
      return row;
    },

    /** Real (non-demo) administrators, who hear of shop events. */
    async adminUids(): Promise<string[]> {
      const rows = await db
        .select({ uid: members.uid })
        .from(members)
        .where(and(eq(members.role, 'admin'), eq(members.demo, false)));
      return rows.map((r) => r.uid);
    },

    async get(uid: string): Promise<MemberRow> {
      const row = await find(uid);
      if (!row) throw notFound('There is no such member.');
      return row;
    },

    async list(query: MemberListQuery) {
      const { page, pageSize, sort, order, q } = memberListQuerySchema.parse(query);
      const direction = order === 'desc' ? desc : asc;
      const where: SQL | undefined = q ? like(members.search, `%${escapeLike(q.toLowerCase())}%`) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select(listColumns)
          .from(members)
          .where(where)
          .orderBy(...SORT_COLUMNS[sort].map((c) => direction(c)), direction(members.uid))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        totals.get(q ?? '', async () => {
          const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(members).where(where);
          return row?.total ?? 0;
        }),
      ]);
      return { items: (rows as MemberRow[]).map(toMember), total, page, pageSize };
    },

    async updateProfile(uid: string, changes: ProfileUpdate & Record<string, unknown>): Promise<MemberRow> {
      if (Object.keys(changes).length) {
        try {
          await db.update(members).set(changes).where(eq(members.uid, uid));
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw new HttpError(400, 'Some fields are not valid.', 'invalid', {
              username: 'This username is taken.',
            });
          }
          throw error;
        }
      }
      forget(uid);
      return this.get(uid);
    },

    async setAvatar(uid: string, bytes: Uint8Array | null, type: string | null): Promise<MemberRow> {
      await db
        .update(members)
        .set({ avatar: bytes, avatarType: type, avatarVersion: sql`${members.avatarVersion} + 1` })
        .where(eq(members.uid, uid));
      forget(uid);
      return this.get(uid);
    },

    async avatar(uid: string) {
      const [row] = await db
        .select({
          avatar: members.avatar,
          avatarType: members.avatarType,
          avatarVersion: members.avatarVersion,
        })
        .from(members)
        .where(eq(members.uid, uid));
      return row?.avatar && row.avatarType ? row : null;
    },

    async adminUpdate(actor: MemberRow, uid: string, changes: MemberAdminUpdate): Promise<MemberRow> {
      if (uid === actor.uid) throw new HttpError(400, 'You cannot change your own role or status.', 'self');
      const before = await this.get(uid);
      await db.update(members).set(changes).where(eq(members.uid, uid));
      forget(uid);
      if (changes.role && changes.role !== before.role) {
        await notifications.notify(uid, 'role.changed', actor.uid, { role: changes.role });
      }
      return this.get(uid);
    },

    async remove(actor: MemberRow, uid: string) {
      if (uid === actor.uid) throw new HttpError(400, 'You cannot delete yourself.', 'self');
      const deleted = await db.delete(members).where(eq(members.uid, uid)).returning({ uid: members.uid });
      if (!deleted.length) throw notFound('There is no such member.');
      forget(uid);
    },
  };
}

export type MembersService = ReturnType<typeof membersService>;

/** A small expiring memo: values computed at most once per `ttlMs` per key. */
function ttlCache<T>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { value: Promise<T>; at: number }>();
  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = compute();
      entries.set(key, { value, at: Date.now() });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}

/** PostgreSQL's unique_violation, whether the driver error comes bare or wrapped by drizzle. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
