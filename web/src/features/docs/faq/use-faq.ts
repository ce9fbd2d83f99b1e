import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMarkdown } from '../load-doc';
import { type FaqCategory, parseFaq } from './parse-faq';

export type FaqState =
  | { status: 'loading' }
  | { status: 'ready'; categories: FaqCategory[] }
  | { status: 'failed'; message: string };

/** The FAQ (public/docs/<lng>/faq.md) in the current language, parsed into categories, with Retry. */
export function useFaq() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [state, setState] = useState<FaqState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on Retry
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loadMarkdown('faq', language).then(
      (markdown) => current && setState({ status: 'ready', categories: parseFaq(markdown) }),
      (error: Error) => current && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [language, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
