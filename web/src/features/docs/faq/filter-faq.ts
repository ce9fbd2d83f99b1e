import type { FaqCategory } from './parse-faq';

/**
 * Text folded for matching: case, accents, and full-width or half-width forms (ＦＡＱ, ｶﾀｶﾅ) count as the same.
 * NFKC keeps one character per character for the scripts the FAQ is written in, so positions found in the folded
 * text are positions in the original.
 */
export const fold = (text: string) => text.normalize('NFKC').toLocaleLowerCase();

/** The question split around each match of `query`, for drawing the matches highlighted. */
export function highlightParts(text: string, query: string): { text: string; match: boolean }[] {
  const needle = fold(query.trim());
  if (!needle) return [{ text, match: false }];
  const folded = fold(text);
  if (folded.length !== text.length) return [{ text, match: folded.includes(needle) }];
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let at = folded.indexOf(needle); at !== -1; at = folded.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/**
 * The categories with only the questions whose question or answer contains the query (all of them for an empty
 * query), optionally within one category; categories left empty are dropped.
 */
export function filterFaq(
  categories: FaqCategory[],
  query: string,
  categoryId?: string | null,
): FaqCategory[] {
  const needle = fold(query.trim());
  return categories
    .filter((c) => !categoryId || c.id === categoryId)
    .map((c) => ({
      ...c,
      questions: c.questions.filter((q) => !needle || fold(`${q.question}\n${q.text}`).includes(needle)),
    }))
    .filter((c) => c.questions.length > 0);
}
