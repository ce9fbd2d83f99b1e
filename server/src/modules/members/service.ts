import type {
  Member,
  MemberAdminUpdate,
  MemberGroups,
  MemberListQueryParsed,
  MemberView,
  ProfileUpdate,
  PublicMember,
} from '@atrium/contracts';
import { can, ROLES } from '@atrium/contracts';
import { and, asc, desc, eq, getTableColumns, like, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/access.ts';
import type { VerifiedUser } from '../../auth/token-verifier.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { members } from '../../db/schema.ts';
import { conflict, fieldError, HttpError, invalid, notFound } from '../../http/errors.ts';
import { memo, TOTALS_MAX, TOTALS_TTL_MS } from '../../lib/memo.ts';
import { containsPattern } from '../../lib/sql.ts';
import type { AuditService } from '../audit/service.ts';
import type { NotificationsService } from '../notifications/service.ts';

export type MemberRow = Omit<typeof members.$inferSelect, 'avatar' | 'search' | 'publicSearch'>;

export const avatarUrlOf = (row: Pick<MemberRow, 'uid' | 'avatarType' | 'avatarVersion'>) =>
  row.avatarType ? `/media/avatars/${encodeURIComponent(row.uid)}?v=${row.avatarVersion}` : null;

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

/** The public profile: what any member sees of another. */
export function toPublicMember(row: MemberRow): PublicMember {
  return {
    uid: row.uid,
    email: row.emailVisible ? row.email : null,
    displayName: row.displayName,
    username: row.username,
    title: row.title,
    bio: row.bio,
    website: row.website,
    experiences: row.experiences,
    interests: row.interests,
    avatarUrl: avatarUrlOf(row),
    role: row.role,
    status: row.status,
    createdAt: iso(row.createdAt) as string,
    lastSeenAt: iso(row.lastSeenAt),
  };
}

/** The whole profile, for the member themselves and administrators. */
export function toMember(row: MemberRow): Member {
  return {
    ...toPublicMember(row),
    email: row.email,
    phone: row.phone,
    address: row.address,
    city: row.city,
    postCode: row.postCode,
    birthDate: row.birthDate,
    emailVisible: row.emailVisible,
  };
}

/** A member as `viewer` may see them: everything for themselves and administrators, else the public profile. */
export const memberFor = (viewer: Pick<MemberRow, 'uid' | 'role'>, row: MemberRow): MemberView =>
  viewer.uid === row.uid || can(viewer.role, 'members.manage') ? toMember(row) : toPublicMember(row);

// Columns without the avatar bytes and search texts: lists and look-ups never drag images along.
const {
  avatar: _avatar,
  search: _search,
  publicSearch: _publicSearch,
  ...listColumns
} = getTableColumns(members);

/** Names and e-mails in natural order ("member-2" before "member-10"; migration 0006 indexes these keys). */
const byName = sql`natural_key(${members.displayName})`;
const SORT_COLUMNS = {
  name: [byName],
  email: [sql`natural_key(${members.email})`],
  role: [members.role, byName],
  status: [members.status, byName],
  lastSeenAt: [members.lastSeenAt],
  createdAt: [members.createdAt],
} as const;

/**
 * How long a process trusts what it read about a member (role, status, revocation) before reading it again:
 * a block, deletion or role change made through another process reaches this one within this time.
 */
const AUTH_CACHE_MS = 5_000;
/** "Last online" is written at most this often per member. */
const TOUCH_EVERY_MS = 60_000;

type Deps = {
  notifications: NotificationsService;
  audit: AuditService;
  /** Ends the member's sessions with the identity service. */
  revokeSessions: (uid: string) => Promise<void>;
  /** After a member's row was created; `firstReal`: the first real (non-demo) member, who became admin. */
  onJoined?: (uid: string, joined: { firstReal: boolean }) => Promise<void>;
};

export function membersService(database: Database, { notifications, audit, revokeSessions, onJoined }: Deps) {
  const { db } = database;
  /** uid → what authentication needs, for AUTH_CACHE_MS. */
  const recent = memo<{ row: MemberRow | null; revokedAt: number | null }>({
    ttlMs: AUTH_CACHE_MS,
    max: 10_000,
  });
  /** Members whose "last online" was written within TOUCH_EVERY_MS. */
  const touched = memo<true>({ ttlMs: TOUCH_EVERY_MS, max: 10_000 });

  const find = async (uid: string) => {
    const [row] = await db.select(listColumns).from(members).where(eq(members.uid, uid));
    return row as MemberRow | undefined;
  };

  const forget = (uid: string) => {
    recent.delete(uid);
    totals.clear();
  };
  /**
   * Totals of the user list per search: counting is the costly half of a page (a full scan), and the number only
   * changes when members join, leave or are renamed, which clear it here. Another replica's change shows within
   * TOTALS_TTL_MS.
   */
  const totals = memo<number>({ ttlMs: TOTALS_TTL_MS, max: TOTALS_MAX });

  /** Reads who the uid is and whether their sessions were ended, through the short cache. */
  const lookup = (uid: string) =>
    recent.get(uid, async () => {
      const [row, [revocation]] = await Promise.all([
        find(uid),
        database.query<{ revoked_at: string | Date }>(
          'SELECT revoked_at FROM session_revocations WHERE uid = $1',
          [uid],
        ),
      ]);
      return { row: row ?? null, revokedAt: revocation ? new Date(revocation.revoked_at).getTime() : null };
    });

  async function join(user: VerifiedUser): Promise<void> {
    const name = user.name?.trim() || user.email?.split('@')[0] || 'Member';
    // The first real (non-demo) member becomes admin; everyone else starts as a member.
    const inserted = await database.query<{ uid: string; role: string }>(
      `INSERT INTO members (uid, email, display_name, role, last_seen_at)
       VALUES ($1, $2, $3,
         CASE WHEN EXISTS (SELECT 1 FROM members WHERE role = 'admin' AND NOT demo) THEN 'member' ELSE 'admin' END,
         now())
       ON CONFLICT (uid) DO NOTHING RETURNING uid, role`,
      [user.uid, user.email, name],
    );
    if (!inserted.length) return;
    totals.clear();
    await onJoined?.(user.uid, { firstReal: inserted[0]?.role === 'admin' });
    await notifications.notify(user.uid, 'member.welcome', null, {});
    for (const admin of await adminUids()) {
      if (admin !== user.uid) await notifications.notify(admin, 'member.joined', user.uid, {});
    }
  }

  /** Real (non-demo) administrators, who hear of shop events. */
  async function adminUids(): Promise<string[]> {
    const rows = await db
      .select({ uid: members.uid })
      .from(members)
      .where(and(eq(members.role, 'admin'), eq(members.demo, false)));
    return rows.map((r) => r.uid);
  }

  async function get(uid: string): Promise<MemberRow> {
    const row = await find(uid);
    if (!row) throw notFound('There is no such member.');
    return row;
  }

  /**
   * Changes to members that could leave nobody able to administer the workspace are refused: the last active
   * administrator cannot be demoted, blocked or deleted. The active admins' rows are locked, so two
   * administrators demoting each other at once cannot both succeed.
   */
  async function guardLastAdmin(query: Database['query'], target: MemberRow, losesAdmin: boolean) {
    if (!losesAdmin || target.role !== 'admin' || target.status !== 'active' || target.demo) return;
    const admins = await query<{ uid: string }>(
      `SELECT uid FROM members WHERE role = 'admin' AND status = 'active' AND NOT demo FOR UPDATE`,
    );
    if (!admins.some((a) => a.uid !== target.uid)) {
      throw conflict('The workspace needs at least one active administrator.', 'last_admin');
    }
  }

  /**
   * Ends the member's sessions: here at once (any process within AUTH_CACHE_MS), and with Firebase by the caller.
   * Sign-in times are whole seconds, so a session begun in the same second as the revocation ends too.
   */
  async function revoke(query: Database['query'], uid: string) {
    await query(
      `INSERT INTO session_revocations (uid, revoked_at) VALUES ($1, date_trunc('second', now()))
       ON CONFLICT (uid) DO UPDATE SET revoked_at = excluded.revoked_at`,
      [uid],
    );
  }

  return {
    forget,
    adminUids,
    get,

    /**
     * The member behind a verified token (created on their first request); 'blocked' for a blocked member, or
     * 'revoked' when an administrator ended the sessions begun before now.
     */
    /** Whether the member is blocked (through the short cache that authentication reads). */
    async isBlocked(uid: string): Promise<boolean> {
      return (await lookup(uid)).row?.status === 'blocked';
    },

    async authenticate(user: VerifiedUser): Promise<MemberRow | 'blocked' | 'revoked'> {
      let entry = await lookup(user.uid);
      if (entry.row?.status === 'blocked') return 'blocked';
      if (entry.revokedAt !== null && user.authTime <= entry.revokedAt) return 'revoked';
      if (!entry.row) {
        await join(user);
        recent.delete(user.uid);
        entry = await lookup(user.uid);
        if (!entry.row) throw new HttpError(401, 'Your account no longer exists.', 'unauthenticated');
      }
      await touched.get(user.uid, async () => {
        await db.update(members).set({ lastSeenAt: sql`now()` }).where(eq(members.uid, user.uid));
        return true;
      });
      return entry.row;
    },

    async view(viewer: MemberRow, uid: string): Promise<MemberView> {
      return memberFor(viewer, await get(uid));
    },

    async list(viewer: MemberRow, { page, pageSize, sort, order, q }: MemberListQueryParsed) {
      const direction = order === 'desc' ? desc : asc;
      // Others' hidden e-mails are not searchable, or a search would tell whether an address is a member's.
      const privileged = can(viewer.role, 'members.manage');
      const column = privileged ? members.search : members.publicSearch;
      const where: SQL | undefined = q ? like(column, containsPattern(q)) : undefined;
      const [rows, total] = await Promise.all([
        db
          .select(listColumns)
          .from(members)
          .where(where)
          .orderBy(...SORT_COLUMNS[sort].map((c) => direction(c)), direction(members.uid))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        totals.get(`${privileged ? 'a' : 'p'}:${q ?? ''}`, async () => {
          const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(members).where(where);
          return row?.total ?? 0;
        }),
      ]);
      return { items: (rows as MemberRow[]).map((r) => memberFor(viewer, r)), total, page, pageSize };
    },

    /** How many members hold each role, with the first few of each by name. */
    async groups(): Promise<MemberGroups> {
      const counts = await database.query<{ role: MemberRow['role']; n: number }>(
        'SELECT role, count(*)::int AS n FROM members GROUP BY role',
      );
      const groups = await Promise.all(
        ROLES.map(async (role) => {
          const sample = (await db
            .select(listColumns)
            .from(members)
            .where(eq(members.role, role))
            .orderBy(asc(byName), asc(members.uid))
            .limit(5)) as MemberRow[];
          return {
            role,
            count: counts.find((c) => c.role === role)?.n ?? 0,
            sample: sample.map(toPublicMember),
          };
        }),
      );
      return { total: counts.reduce((n, c) => n + c.n, 0), groups };
    },

    async updateProfile(uid: string, changes: ProfileUpdate & Record<string, unknown>): Promise<MemberRow> {
      if (Object.keys(changes).length) {
        try {
          await db.update(members).set(changes).where(eq(members.uid, uid));
        } catch (error) {
          if (isUniqueViolation(error)) {
            throw invalid({ username: fieldError('username_taken', 'This username is taken.') });
          }
          throw error;
        }
      }
      forget(uid);
      return get(uid);
    },

    async setAvatar(uid: string, bytes: Uint8Array | null, type: string | null): Promise<MemberRow> {
      await db
        .update(members)
        .set({ avatar: bytes, avatarType: type, avatarVersion: sql`${members.avatarVersion} + 1` })
        .where(eq(members.uid, uid));
      forget(uid);
      return get(uid);
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

    /**
     * An administrator changes a member's role or status. Administrators may step down themselves while another
     * active administrator remains; nobody blocks themselves. Blocking ends the member's sessions at once.
     */
    async adminUpdate(actor: Actor, uid: string, changes: MemberAdminUpdate): Promise<MemberRow> {
      if (uid === actor.uid && changes.status === 'blocked') {
        throw new HttpError(400, 'You cannot block yourself.', 'self');
      }
      const before = await get(uid);
      const losesAdmin =
        (changes.role !== undefined && changes.role !== 'admin') || changes.status === 'blocked';
      const blocking = changes.status === 'blocked' && before.status !== 'blocked';
      await database.transaction(async (query) => {
        await guardLastAdmin(query, before, losesAdmin);
        const sets: string[] = [];
        const params: unknown[] = [uid];
        if (changes.role) sets.push(`role = $${params.push(changes.role)}`);
        if (changes.status) sets.push(`status = $${params.push(changes.status)}`);
        await query(`UPDATE members SET ${sets.join(', ')} WHERE uid = $1`, params);
        if (blocking) await revoke(query, uid);
        const target = { type: 'member' as const, id: uid, label: before.displayName };
        if (changes.role && changes.role !== before.role) {
          await audit.record(query, actor, {
            action: 'member.role',
            target,
            changes: { role: { from: before.role, to: changes.role } },
          });
        }
        if (changes.status && changes.status !== before.status) {
          await audit.record(query, actor, {
            action: 'member.status',
            target,
            changes: { status: { from: before.status, to: changes.status } },
          });
        }
      });
      forget(uid);
      if (blocking) await revokeSessions(uid);
      if (changes.role && changes.role !== before.role) {
        await notifications.notify(uid, 'role.changed', actor.uid, { role: changes.role });
      }
      return get(uid);
    },

    /** Deletes a member and ends their sessions; their account may sign up again as a new member. */
    async remove(actor: Actor, uid: string) {
      if (uid === actor.uid) throw new HttpError(400, 'You cannot delete yourself.', 'self');
      const before = await get(uid);
      await database.transaction(async (query) => {
        await guardLastAdmin(query, before, true);
        const deleted = await query('DELETE FROM members WHERE uid = $1 RETURNING uid', [uid]);
        if (!deleted.length) throw notFound('There is no such member.');
        await revoke(query, uid);
        await audit.record(query, actor, {
          action: 'member.delete',
          target: { type: 'member', id: uid, label: before.displayName },
          changes: { role: { from: before.role, to: null }, email: { from: before.email, to: null } },
        });
      });
      forget(uid);
      await revokeSessions(uid);
    },
  };
}

export type MembersService = ReturnType<typeof membersService>;
