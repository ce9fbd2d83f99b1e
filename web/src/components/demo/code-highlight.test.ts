import { describe, expect, it } from 'vitest';
import { highlightedHtml } from './code-highlight';

describe('highlightedHtml', () => {
  it('colours tokens and keeps every character of the source as text, markup included', () => {
    const source = `const a = "<script>alert('x')</script>" && b < c;\n// <img src=x onerror=alert(1)> &amp;\n<Tag color="red">Paid</Tag>`;
    const code = document.createElement('code');
    code.innerHTML = highlightedHtml(source);
    expect(code.textContent).toBe(source);
    expect(code.querySelector('script, img')).toBeNull();
    expect(code.querySelector('.sh-keyword')?.textContent).toBe('const');
    expect(code.querySelector('.sh-string')).not.toBeNull();
  });
});
