import DOMPurify from 'dompurify';
import { marked, type Token } from 'marked';

export type FaqQuestion = { id: string; question: string; html: string; text: string };
export type FaqCategory = { id: string; title: string; description: string; questions: FaqQuestion[] };

const slug = (text: string, taken: Set<string>) => {
  const base =
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-|-$/g, '') || 'q';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
};

const plain = (html: string) => {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div.textContent ?? '';
};

/**
 * The FAQ's markdown (public/docs/<lng>/faq.md): `## Category`, its first paragraph the category's description,
 * then `### Question` and the answer up to the next heading. Answers are sanitised HTML, as the docs pages are.
 */
export function parseFaq(markdown: string): FaqCategory[] {
  const categories: FaqCategory[] = [];
  const ids = new Set<string>();
  let answer: Token[] = [];
  let current: FaqQuestion | null = null;

  const closeQuestion = () => {
    if (current) {
      current.html = DOMPurify.sanitize(marked.parser(answer));
      current.text = plain(current.html);
    }
    current = null;
    answer = [];
  };

  for (const token of marked.lexer(markdown)) {
    const category = categories[categories.length - 1];
    if (token.type === 'heading' && token.depth === 2) {
      closeQuestion();
      categories.push({ id: slug(token.text, ids), title: token.text, description: '', questions: [] });
    } else if (token.type === 'heading' && token.depth === 3 && category) {
      closeQuestion();
      current = { id: slug(token.text, ids), question: token.text, html: '', text: '' };
      category.questions.push(current);
    } else if (current) {
      answer.push(token);
    } else if (category && token.type === 'paragraph' && !category.description) {
      category.description = token.text;
    }
  }
  closeQuestion();
  return categories;
}
