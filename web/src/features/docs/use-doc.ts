import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadDoc } from './load-doc';

export type DocState =
  | { status: 'loading' }
  | { status: 'ready'; html: string }
  | { status: 'failed'; message: string };

/** A markdown page of /docs in the current language (English when not translated), with a way to try again. */
export function useDoc(page: string | null) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [state, setState] = useState<DocState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on Retry
  useEffect(() => {
    if (!page) return;
    let current = true;
    setState({ status: 'loading' });
    loadDoc(page, language).then(
      (html) => current && setState({ status: 'ready', html }),
      (error: Error) => current && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [page, language, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
