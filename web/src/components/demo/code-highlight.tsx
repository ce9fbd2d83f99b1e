import { SugarHigh } from 'sugar-high/core';
import { tokenize } from 'sugar-high/lang/typescript';

const TYPE_NAMES = SugarHigh.TokenTypes;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ESCAPES[c] as string);

/** The source as HTML: one span per token, every character of the text escaped, so none is read as markup. */
export function highlightedHtml(code: string) {
  let html = '';
  for (const [type, value] of tokenize(code, {})) {
    const name = TYPE_NAMES[type];
    html +=
      name === 'space' || name === 'break'
        ? escapeHtml(value)
        : `<span class="sh-${name}">${escapeHtml(value)}</span>`;
  }
  return html;
}

/**
 * TSX source as coloured spans (sugar-high's tokenizer; the colours are CSS variables in demo.css, one set per
 * theme). Handed to the DOM as one escaped HTML string rather than as a React element per token: the Table page's
 * playground code is 400 spans, and as elements they were the largest part of the page's first render.
 */
export default function CodeHighlight({ code }: { code: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: built by highlightedHtml, which escapes all of the text
  return <code dangerouslySetInnerHTML={{ __html: highlightedHtml(code) }} />;
}
