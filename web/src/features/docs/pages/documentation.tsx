import { Alert, Button, Card, Menu, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { APP_PREFIX_PATH } from '../../../config/app-config';
import { loadDoc } from '../load-doc';

export const DOC_PAGES = [
  'introduction',
  'installation',
  'development',
  'folder-structure',
  'layout-and-theme',
  'routing',
  'authentication',
  'localization',
  'api-and-data',
  'deployment',
  'changelog',
] as const;

const BASE = `${APP_PREFIX_PATH}/docs/documentation`;

type State =
  | { status: 'loading' }
  | { status: 'ready'; html: string }
  | { status: 'failed'; message: string };

/** This project's documentation: markdown per language from /docs, rendered and sanitised, with a menu. */
export default function Documentation() {
  const { t, i18n } = useTranslation();
  const page = useParams()['*']?.replace(/\/+$/, '') ?? '';
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const known = (DOC_PAGES as readonly string[]).includes(page);
  const language = i18n.resolvedLanguage ?? 'en';

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on Retry
  useEffect(() => {
    if (!known) return;
    let current = true;
    setState({ status: 'loading' });
    loadDoc(page, language).then(
      (html) => current && setState({ status: 'ready', html }),
      (error: Error) => current && setState({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [page, language, known, attempt]);

  if (!known) return <Navigate to={`${BASE}/introduction`} replace />;

  return (
    <div className="docs-layout">
      <Card size="small">
        <Menu
          mode="inline"
          selectedKeys={[page]}
          aria-label={t('docs.menu')}
          style={{ borderInlineEnd: 0 }}
          items={DOC_PAGES.map((p) => ({
            key: p,
            label: <Link to={`${BASE}/${p}`}>{t(`docs.pages.${p}`)}</Link>,
          }))}
        />
      </Card>
      <Card>
        {state.status === 'loading' && <Skeleton active paragraph={{ rows: 8 }} />}
        {state.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={t('docs.loadFailed')}
            description={state.message}
            action={<Button onClick={() => setAttempt((n) => n + 1)}>{t('errors.retry')}</Button>}
          />
        )}
        {state.status === 'ready' && <DocArticle html={state.html} />}
      </Card>
    </div>
  );
}

/** Sanitised HTML (see loadDoc); links between docs pages stay inside the SPA instead of reloading. */
function DocArticle({ html }: { html: string }) {
  const navigate = useNavigate();
  const followInternalLink = (e: React.MouseEvent) => {
    const href = (e.target as HTMLElement).closest('a')?.getAttribute('href');
    if (href?.startsWith('/') && !e.metaKey && !e.ctrlKey) {
      e.preventDefault();
      navigate(href);
    }
  };
  return (
    // Keyboard activation of a link fires this click too; the article itself is not interactive.
    // biome-ignore lint/a11y/useKeyWithClickEvents: delegated handler for the links inside
    <article
      className="markdown-body"
      onClick={followInternalLink}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify in loadDoc
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
