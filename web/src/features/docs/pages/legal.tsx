import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { Logo } from '../../../components/logo';
import { AUTHENTICATED_ENTRY, LEGAL_PATH, UNAUTHENTICATED_ENTRY } from '../../../config/app-config';
import { useAppSelector } from '../../../lib/hooks';
import { DocBody } from '../components/doc-body';
import { useDoc } from '../use-doc';
import '../components/docs.css';

export const LEGAL_PAGES = ['terms', 'privacy'] as const;

/**
 * The terms and the privacy notice, open to everyone: the footers of the sign-in pages and of the app link here,
 * so a visitor reads them before having an account.
 */
export default function Legal() {
  const { t } = useTranslation('docs');
  const page = useParams()['*']?.replace(/\/+$/, '') ?? '';
  const known = (LEGAL_PAGES as readonly string[]).includes(page);
  const { state, retry } = useDoc(known ? page : null);
  const signedIn = useAppSelector((s) => Boolean(s.auth.token));

  if (!known) return <Navigate to={`${LEGAL_PATH}/terms`} replace />;
  return (
    <div className="legal-page">
      <div className="legal-card">
        <Link to={signedIn ? AUTHENTICATED_ENTRY : UNAUTHENTICATED_ENTRY} className="legal-back">
          <ArrowLeftOutlined aria-hidden /> {signedIn ? t('legal.backToApp') : t('legal.backToSignIn')}
        </Link>
        <div className="legal-logo">
          <Logo />
        </div>
        <DocBody state={state} retry={retry} />
        <nav className="legal-links" aria-label={t('legal.pages')}>
          {LEGAL_PAGES.map((p) => (
            <Link key={p} to={`${LEGAL_PATH}/${p}`} aria-current={p === page ? 'page' : undefined}>
              {t(p === 'terms' ? 'common:footer.terms' : 'common:footer.privacy')}
            </Link>
          ))}
        </nav>
      </div>
    </div>
  );
}
