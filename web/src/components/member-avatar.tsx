import type { Member } from '@atrium/contracts';
import { type CSSProperties, useState } from 'react';
import './member-avatar.css';

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

const SIZES = { small: 24, default: 32, large: 40 } as const;

type Props = {
  member: AvatarPerson;
  /** 'small' 24 px, 'default' 32 px, 'large' 40 px, or pixels. */
  size?: keyof typeof SIZES | number;
  className?: string;
  style?: CSSProperties;
  /** Decorative: the name is already written beside it, so assistive technology skips the avatar. */
  decorative?: boolean;
};

/**
 * A member's picture (alt = their name), or their initials on a colour picked from the uid when there is no
 * picture or it fails to load; the initials are then exposed as one image named after the member.
 *
 * Plain markup rather than antd Avatar: Avatar measures its text to scale it, a forced layout per avatar that
 * showed up as a long task on the dashboards; here the initials are sized from the avatar's size instead.
 */
export function MemberAvatar({ member, size = 'default', className, style, decorative = false }: Props) {
  const name = member.displayName || '?';
  const src = member.avatarUrl || undefined;
  const [failedSrc, setFailedSrc] = useState<string | undefined>();
  const showsImage = src !== undefined && failedSrc !== src;
  const px = typeof size === 'number' ? size : SIZES[size];
  const label = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };
  return (
    <span
      className={['member-avatar', className].filter(Boolean).join(' ')}
      {...(showsImage ? {} : label)}
      style={{
        width: px,
        height: px,
        fontSize: Math.round(px * 0.4),
        backgroundColor: showsImage ? undefined : avatarColor(member.uid),
        ...style,
      }}
    >
      {showsImage ? (
        <img src={src} alt={decorative ? '' : name} onError={() => setFailedSrc(src)} />
      ) : (
        initials(name)
      )}
    </span>
  );
}
