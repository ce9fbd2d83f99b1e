import { LinkifyIt } from 'linkify-it';
import type { ReactNode } from 'react';

const linkify = new LinkifyIt();
/** Only these become links; anything else linkify-it knows (ftp:, protocol-relative) stays text. */
const SAFE = /^(https?:|mailto:)/i;

/**
 * Message text with its web addresses made links. The text is only ever React text (never HTML), so markup in a
 * message shows as typed; links open in a new tab without access to this one.
 */
export function LinkifiedText({ text }: { text: string }) {
  const matches = linkify.match(text);
  if (!matches) return <>{text}</>;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of matches) {
    if (!SAFE.test(match.url)) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <a key={match.index} href={match.url} target="_blank" rel="noopener noreferrer">
        {match.text}
      </a>,
    );
    last = match.lastIndex;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
