import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCover } from '../components/auth-shells';
import { LoginForm } from '../components/login-form';
import { useAuthPaths } from '../components/use-auth-paths';
import '../components/auth.css';

export default function LoginOne() {
  const { t } = useTranslation();
  const paths = useAuthPaths();
  return (
    <AuthCover>
      {/* The page's name for screen readers and the outline; the card's design shows the logo instead. */}
      <h1 className="visually-hidden">{t('auth.signIn')}</h1>
      <p className="auth-muted" style={{ textAlign: 'center' }}>
        <bdi>{t('auth.noAccount')}</bdi> <Link to={paths.register1}>{t('auth.signUp')}</Link>
      </p>
      <LoginForm />
    </AuthCover>
  );
}
