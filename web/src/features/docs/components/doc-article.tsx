import { useNavigate } from 'react-router';
import './docs.css';

/** Sanitised HTML (see loadDoc); links between pages of the app stay inside the SPA instead of reloading. */
export function DocArticle({ html }: { html: string }) {
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
