import DOMPurify from 'dompurify';
import { marked } from 'marked';

async function fetchMarkdown(page: string, language: string): Promise<string | null> {
  const response = await fetch(`/docs/${language}/${page}.md`);
  if (response.status === 404) return null;
  // The SPA fallback answers unknown paths with index.html; only real markdown counts.
  if (!response.ok || (response.headers.get('content-type') ?? '').includes('text/html')) {
    if (response.ok) return null;
    throw new Error(`${response.status} ${response.statusText}`);
  }
  return response.text();
}

/** A markdown file of /docs in `language` when translated, else in English. */
export async function loadMarkdown(page: string, language: string): Promise<string> {
  const markdown =
    (await fetchMarkdown(page, language)) ?? (language !== 'en' ? await fetchMarkdown(page, 'en') : null);
  if (markdown === null) throw new Error(`/docs/${language}/${page}.md`);
  return markdown;
}

/** A docs page as safe HTML, in `language` when translated, else in English. */
export async function loadDoc(page: string, language: string): Promise<string> {
  return DOMPurify.sanitize(await marked.parse(await loadMarkdown(page, language)));
}
