import type { Conversation } from '@atrium/contracts';
import { MemberAvatar } from '../../../components/member-avatar';
import { otherMember } from '../model';

/** A conversation's avatar: the other member's (with a dot while they are online), or the group's initials. */
export function ConversationAvatar({
  conversation,
  myUid,
  size = 40,
  title,
}: {
  conversation: Conversation;
  myUid: string | undefined;
  size?: number;
  title: string;
}) {
  const other = otherMember(conversation, myUid);
  const person = other ?? { uid: conversation.id, displayName: title, avatarUrl: null };
  return (
    <span className="chat-avatar">
      <MemberAvatar member={person} size={size} decorative />
      {other?.online && <span className="chat-dot" aria-hidden />}
    </span>
  );
}
