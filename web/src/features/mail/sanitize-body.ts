import createDOMPurify from 'dompurify';

/**
 * A mail's HTML body made safe to put in the page. The server sanitises bodies before storing them; the browser
 * does it again, because a body is someone else's HTML shown inside the member's session, and one missed rule on
 * the server must not become script running here.
 *
 * - no script, event handlers, `javascript:` addresses, forms, frames, styles (a <style> would restyle the app, an
 *   inline colour would be unreadable in dark mode);
 * - remote images are not loaded (the Content-Security-Policy refuses them anyway, and loading one tells the
 *   sender the mail was opened): each becomes a small placeholder saying so;
 * - links open in a new tab, without giving that tab a handle on this one.
 */

/** An instance of its own: DOMPurify's hooks and settings are per instance, and the docs use the shared one. */
let purifier: ReturnType<typeof createDOMPurify> | null = null;
const purify = () => {
  purifier ??= createDOMPurify(window);
  return purifier;
};

const REMOTE = /^\s*(https?:)?\/\//i;

export type SanitizeTexts = {
  /** The placeholder's text, e.g. "Remote image not loaded". */
  remoteImage: string;
};

export function sanitizeMailBody(html: string, texts: SanitizeTexts): string {
  const fragment = purify().sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'iframe',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['style', 'srcset', 'background', 'ping', 'formaction', 'action', 'id', 'name'],
  });

  for (const img of Array.from(fragment.querySelectorAll('img'))) {
    const src = img.getAttribute('src') ?? '';
    if (!REMOTE.test(src)) continue;
    const placeholder = document.createElement('span');
    placeholder.className = 'mail-remote-image';
    placeholder.setAttribute('role', 'img');
    const alt = img.getAttribute('alt')?.trim();
    placeholder.setAttribute('aria-label', alt ? `${texts.remoteImage}: ${alt}` : texts.remoteImage);
    placeholder.textContent = texts.remoteImage;
    img.replaceWith(placeholder);
  }

  for (const link of Array.from(fragment.querySelectorAll('a'))) {
    if (!link.getAttribute('href')) continue;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  }

  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
