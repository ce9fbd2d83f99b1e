import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';
import { LEGAL_PATH } from '../../../config/app-config';
import './auth.css';

/** login-1 / register-1 / forgot-password: a centred card on a full-screen background image. */
export function AuthCover({ children }: { children: ReactNode }) {
  return (
    <div className="auth-cover">
      {/* A plain panel rather than antd's Card, which brings its tabs along: this is the first page people load. */}
      <div className="auth-card">
        <div className="auth-card-logo">
          <Logo />
        </div>
        {children}
      </div>
    </div>
  );
}

/** login-2 / register-2: the form on 16/24 of the width, an image panel on 8/24 (hidden below 992 px). */
export function AuthSplit({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-split">
      <section className="auth-split-form">
        <div>{children}</div>
      </section>
      <aside className="auth-split-aside">
        <Logo light />
        <div>
          <img src="/img/auth-illustration.svg" alt={t('auth.illustrationAlt')} width={360} height={280} />
          <h2>{t('auth.welcomeTitle')}</h2>
          <p>{t('auth.welcomeText')}</p>
        </div>
        <div className="auth-split-links">
          <Link to={`${LEGAL_PATH}/terms`}>{t('footer.terms')}</Link>
          {' | '}
          <Link to={`${LEGAL_PATH}/privacy`}>{t('footer.privacy')}</Link>
        </div>
      </aside>
    </div>
  );
}

/** login-2 / register-2: the split layout with the page's title and a line leading to the other page. */
export function AuthSplitPage({
  title,
  question,
  link,
  children,
}: {
  title: string;
  question: string;
  link: { to: string; text: string };
  children: ReactNode;
}) {
  return (
    <AuthSplit>
      <h1 className="auth-title">{title}</h1>
      <p className="auth-muted">
        <bdi>{question}</bdi> <Link to={link.to}>{link.text}</Link>
      </p>
      {children}
    </AuthSplit>
  );
}
