import { type RefObject, useEffect } from 'react';
import { fold } from './filter-faq';

const NAME = 'faq-match';

/**
 * Marks every match of `query` in the text under `root` with the CSS Custom Highlight API (`::highlight(faq-match)`
 * in faq.css): the sanitised answers are not rewritten to add <mark> elements. Browsers without the API show the
 * filtered answers unmarked.
 */
export function useTextHighlight(root: RefObject<HTMLElement | null>, query: string, redrawKey: unknown) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: redraw when the shown answers change (`redrawKey`)
  useEffect(() => {
    const highlights = (globalThis.CSS as { highlights?: Map<string, unknown> } | undefined)?.highlights;
    const HighlightClass = (globalThis as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
    if (!highlights || !HighlightClass) return;
    const needle = fold(query.trim());
    const ranges: Range[] = [];
    if (needle && root.current) {
      const walker = document.createTreeWalker(root.current, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.closest('.faq-answer')) continue;
        const text = node.textContent ?? '';
        const folded = fold(text);
        if (folded.length !== text.length) continue;
        for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
          const range = new Range();
          range.setStart(node, at);
          range.setEnd(node, at + needle.length);
          ranges.push(range);
        }
      }
    }
    highlights.set(NAME, new HighlightClass(...ranges));
    return () => {
      highlights.delete(NAME);
    };
  }, [query, redrawKey]);
}
