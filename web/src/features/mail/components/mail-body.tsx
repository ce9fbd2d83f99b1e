import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeMailBody } from '../sanitize-body';

/** A message's HTML, sanitised again here (see sanitize-body.ts), in the direction of its own text. */
export function MailBody({ html }: { html: string }) {
  const { t } = useTranslation('mail');
  const clean = useMemo(() => sanitizeMailBody(html, { remoteImage: t('detail.remoteImage') }), [html, t]);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
    <div className="mail-body" dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
