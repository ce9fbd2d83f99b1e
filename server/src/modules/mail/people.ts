import type { MailPerson, Role } from '@atrium/contracts';
import { can } from '@atrium/contracts';
import type { Query } from '../../realtime/types.ts';
import { avatarUrlOf } from '../members/service.ts';

/** Who is reading: their uid filters every query, their role decides whose e-mail they see. */
export type Viewer = { uid: string; role: Role };

/** A reader with no privilege: what any recipient may see (one realtime payload serves them all). */
export const ANY_RECIPIENT: Viewer = { uid: '', role: 'member' };

type PersonRow = {
  uid: string;
  display_name: string;
  email: string | null;
  email_visible: boolean;
  avatar_type: string | null;
  avatar_version: number;
};

/**
 * People as `viewer` sees them, by uid: a hidden e-mail only for the member themselves and administrators. A
 * member deleted since keeps the name the message was sent with (`fallbackNames`), with no e-mail or avatar.
 */
export async function peopleOf(
  query: Query,
  viewer: Viewer,
  fallbackNames: Map<string, string>,
): Promise<(uid: string) => MailPerson> {
  const uids = [...fallbackNames.keys()];
  const rows = uids.length
    ? await query<PersonRow>(
        `SELECT uid, display_name, email, email_visible, avatar_type, avatar_version FROM members
          WHERE uid = ANY($1::text[])`,
        [uids],
      )
    : [];
  const privileged = can(viewer.role, 'members.manage');
  const byUid = new Map(rows.map((r) => [r.uid, toPerson(r, viewer.uid, privileged)]));
  return (uid) =>
    byUid.get(uid) ?? { uid, displayName: fallbackNames.get(uid) || uid, email: null, avatarUrl: null };
}

function toPerson(row: PersonRow, viewerUid: string, privileged: boolean): MailPerson {
  return {
    uid: row.uid,
    displayName: row.display_name,
    email: row.email_visible || privileged || row.uid === viewerUid ? row.email : null,
    avatarUrl: avatarUrlOf({
      uid: row.uid,
      avatarType: row.avatar_type,
      avatarVersion: row.avatar_version,
    }),
  };
}

/** How many members the recipient search returns. */
const RECIPIENT_SEARCH_LIMIT = 10;

/**
 * Active members matching `pattern` (a containsPattern) by name, username and e-mail: every e-mail for
 * administrators, for others only the e-mails their owners show (a hidden one neither matches nor is shown).
 */
export async function searchRecipients(query: Query, viewer: Viewer, pattern: string | null) {
  const privileged = can(viewer.role, 'members.manage');
  const column = privileged ? 'search' : 'public_search';
  const rows = await query<PersonRow>(
    `SELECT uid, display_name, email, email_visible, avatar_type, avatar_version FROM members
      WHERE status = 'active' ${pattern ? `AND ${column} LIKE $1` : ''}
      ORDER BY natural_key(display_name), uid LIMIT ${RECIPIENT_SEARCH_LIMIT}`,
    pattern ? [pattern] : [],
  );
  return rows.map((r) => toPerson(r, viewer.uid, privileged));
}
