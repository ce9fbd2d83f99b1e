import { describe, expect, it } from 'vitest';
import { sanitizeMailBody } from './sanitize-body';

const texts = { remoteImage: 'Remote image not loaded' };
const clean = (html: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = sanitizeMailBody(html, texts);
  return holder;
};

describe('sanitizeMailBody', () => {
  it('removes scripts, event handlers and javascript: addresses', () => {
    const out = clean(
      '<p onclick="steal()">Hi<script>alert(1)</script></p>' +
        '<a href="javascript:alert(2)">click</a><img src="/x.png" onerror="alert(3)" alt="x">' +
        '<svg><script>alert(4)</script></svg><iframe src="/evil"></iframe>',
    );
    expect(out.querySelector('script')).toBeNull();
    expect(out.querySelector('iframe')).toBeNull();
    expect(out.querySelector('[onclick]')).toBeNull();
    expect(out.querySelector('[onerror]')).toBeNull();
    expect(out.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    expect(out.textContent).toContain('Hi');
    expect(out.innerHTML).not.toMatch(/alert/);
  });

  it('replaces remote images with a placeholder and keeps same-origin and inline ones', () => {
    const out = clean(
      '<img src="https://tracker.example/pixel.gif" alt="logo">' +
        '<img src="//cdn.example/x.png"><img src="http://x.example/y.png">' +
        '<img src="/api/mail/attachments/a1" alt="chart"><img src="data:image/png;base64,iVBOR" alt="dot">',
    );
    const placeholders = out.querySelectorAll('.mail-remote-image');
    expect(placeholders).toHaveLength(3);
    expect(placeholders[0]).toHaveAttribute('role', 'img');
    expect(placeholders[0]).toHaveAttribute('aria-label', 'Remote image not loaded: logo');
    expect(placeholders[1]).toHaveTextContent('Remote image not loaded');
    const images = [...out.querySelectorAll('img')].map((i) => i.getAttribute('src'));
    expect(images).toEqual(['/api/mail/attachments/a1', 'data:image/png;base64,iVBOR']);
  });

  it('opens links in a new tab without a handle on this one', () => {
    const out = clean('<p><a href="https://example.com/a" target="_self">Read</a></p>');
    const link = out.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops styles and forms, keeps the formatting the editor writes', () => {
    const out = clean(
      '<style>body{display:none}</style><p style="color:#000">Plain</p><form><input name="p"></form>' +
        '<p><strong>b</strong> <em>i</em> <u>u</u> <code>c</code></p><ul><li>one</li></ul><ol><li>two</li></ol>' +
        '<blockquote>quoted</blockquote>',
    );
    expect(out.querySelector('style, form, input, [style]')).toBeNull();
    expect(out.querySelectorAll('strong, em, u, code, ul, ol, blockquote')).toHaveLength(7);
  });
});
