import type { Member } from '@atrium/contracts';
import { Avatar, type AvatarProps } from 'antd';
import { type CSSProperties, useState } from 'react';

/** Background colours for initials: dark enough for white text (WCAG AA) on light and dark surfaces. */
const PALETTE = ['#1e5bb8', '#0a7c4f', '#c2344b', '#7b3fa8', '#a35200', '#00796b', '#ad1457', '#455a64'];

/** Same uid, same colour: a small string hash (FNV-1a) into the palette. */
export function avatarColor(uid: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < uid.length; i += 1) {
    hash ^= uid.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return PALETTE[(hash >>> 0) % PALETTE.length] as string;
}

/** Up to two letters: the first of the first two words of a name (or of an e-mail's local part). */
export function initials(name: string): string {
  const parts = name.split(/[\s@._-]+/).filter(Boolean);
  const letters = [...(parts[0] ?? '?')].slice(0, 1).concat([...(parts[1] ?? '')].slice(0, 1));
  return letters.join('').toUpperCase();
}

export type AvatarPerson = Pick<Member, 'uid' | 'displayName' | 'avatarUrl'>;

type Props = {
  member: AvatarPerson;
  size?: AvatarProps['size'];
  className?: string;
  style?: CSSProperties;
};

/**
 * A member's picture (alt = their name), or their initials on a colour picked from the uid when there is no
 * picture or it fails to load; the initials are then exposed as one image named after the member.
 */
export function MemberAvatar({ member, size, className, style }: Props) {
  const name = member.displayName || '?';
  const src = member.avatarUrl || undefined;
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const showsImage = src !== undefined && failedSrc !== src;
  return (
    <Avatar
      {...(showsImage ? {} : { role: 'img', 'aria-label': name })}
      src={src}
      alt={name}
      size={size}
      className={className}
      onError={() => {
        setFailedSrc(src);
        return true;
      }}
      style={{ backgroundColor: avatarColor(member.uid), color: '#fff', flexShrink: 0, ...style }}
    >
      {initials(name)}
    </Avatar>
  );
}
