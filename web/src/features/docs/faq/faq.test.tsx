import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../../config/app-config';
import { renderWithProviders } from '../../../testing/render';
import Faq from '../pages/faq';
import { filterFaq, highlightParts } from './filter-faq';
import { parseFaq } from './parse-faq';

const markdown = (lng: string) =>
  readFileSync(path.resolve(__dirname, `../../../../public/docs/${lng}/faq.md`), 'utf8');

describe('the FAQ content', () => {
  it.each(LOCALES)('%s has three categories, each with a description and questions with answers', (lng) => {
    const categories = parseFaq(markdown(lng));
    expect(categories).toHaveLength(3);
    for (const c of categories) {
      expect(c.description).not.toBe('');
      expect(c.questions.length).toBeGreaterThanOrEqual(3);
      for (const q of c.questions) expect(q.text.trim(), q.question).not.toBe('');
    }
    // The same questions in every language, so no reader misses one.
    const count = (l: string) => parseFaq(markdown(l)).flatMap((c) => c.questions).length;
    expect(count(lng)).toBe(count('en'));
  });

  it('keeps answers safe: scripts and event handlers in the markdown are dropped', () => {
    const [category] = parseFaq(
      '## A\n\nDesc\n\n### Q?\n\n<img src=x onerror="alert(1)"><script>alert(2)</script>Fine',
    );
    const html = category?.questions[0]?.html ?? '';
    expect(html).not.toMatch(/onerror|<script/);
    expect(html).toContain('Fine');
  });
});

describe('filtering the FAQ', () => {
  const categories = parseFaq(markdown('zh'));

  it('finds a question by a word of its answer, in Chinese, and by full-width letters', () => {
    const shown = filterFaq(categories, '简体中文');
    expect(shown.flatMap((c) => c.questions.map((q) => q.question))).toHaveLength(1);
    expect(filterFaq(categories, 'ＣＳＶ').flatMap((c) => c.questions).length).toBeGreaterThan(0);
  });

  it('keeps everything for an empty query, and nothing for a query found nowhere', () => {
    expect(filterFaq(categories, '  ')).toEqual(categories);
    expect(filterFaq(categories, 'zzqx-nowhere')).toEqual([]);
  });

  it('narrows to one category', () => {
    const [, second] = categories;
    expect(filterFaq(categories, '', second?.id).map((c) => c.id)).toEqual([second?.id]);
  });

  it('splits a question around every match, ignoring case', () => {
    expect(highlightParts('Export CSV? csv!', 'csv')).toEqual([
      { text: 'Export ', match: false },
      { text: 'CSV', match: true },
      { text: '? ', match: false },
      { text: 'csv', match: true },
      { text: '!', match: false },
    ]);
  });
});

describe('the FAQ page', () => {
  beforeEach(() => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(markdown('en'), { headers: { 'content-type': 'text/markdown' } }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('filters as one types, highlights the match and opens the few answers left', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Faq />);
    await screen.findByRole('button', { name: 'Accounts and access' });
    expect(screen.getByRole('status')).toHaveTextContent('12 questions');

    await user.type(screen.getByRole('textbox', { name: 'Search the questions' }), 'forgot');
    expect(await screen.findByRole('status')).toHaveTextContent('1 question');
    const question = screen.getByRole('button', { name: /I forgot my password/ });
    expect(within(question).getByText('forgot', { selector: 'mark' })).toBeInTheDocument();
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/Forgot Password/, { selector: 'strong' })).toBeVisible();
  });

  it('narrows to a category from its card, and says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Faq />);
    const card = await screen.findByRole('button', { name: 'Your data and security' });
    await user.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('4 questions');
    expect(screen.queryByRole('heading', { name: 'Accounts and access', level: 2 })).toBeNull();

    await user.type(screen.getByRole('textbox', { name: 'Search the questions' }), 'kubernetes');
    expect(await screen.findByText('No question matches “kubernetes”.')).toBeInTheDocument();
  });
});
