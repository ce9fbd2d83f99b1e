import { MAIL_ALLOWED_TAGS } from '@atrium/contracts';
import sanitizeHtml from 'sanitize-html';

// What a body may hold is decided here, whatever the sending client did: a web client sanitises again before
// showing it, but another API client, or a member's own crafted request, must not get a script to a recipient.

const KEEP: sanitizeHtml.IOptions = {
  allowedTags: [...MAIL_ALLOWED_TAGS],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Whatever rel or target a link came with, it opens apart from the app and tells nothing about it.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'noopener noreferrer', target: '_blank' },
    }),
  },
};

/** Tags after which the plain text gets a line break, so words of two paragraphs do not run together. */
const BLOCK_END = /<\/(?:p|li|h[1-3]|blockquote|pre)>|<br\s*\/?>/gi;

/** sanitize-html escapes these four in text it outputs (every other entity of the input is decoded by then). */
const unescapeText = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** The HTML that is stored and shown, and its plain text for search and snippets (taken from what is kept). */
export function sanitizeMailBody(input: string): { html: string; text: string } {
  const html = sanitizeHtml(input, KEEP);
  const text = unescapeText(
    sanitizeHtml(html.replace(BLOCK_END, '$&\n'), { allowedTags: [], allowedAttributes: {} }),
  )
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
  return { html, text };
}
