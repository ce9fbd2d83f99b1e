import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCover } from '../components/auth-shells';
import { RegisterForm } from '../components/register-form';
import { useAuthPaths } from '../components/use-auth-paths';
import '../components/auth.css';

export default function RegisterOne() {
  const { t } = useTranslation();
  const paths = useAuthPaths();
  return (
    <AuthCover>
      {/* The page's name for screen readers and the outline; the card's design shows the logo instead. */}
      <h1 className="visually-hidden">{t('auth.signUp')}</h1>
      <p className="auth-muted" style={{ textAlign: 'center' }}>
        <bdi>{t('auth.createAccount')}</bdi>
      </p>
      <RegisterForm />
      <p className="auth-muted" style={{ textAlign: 'center', marginTop: 16 }}>
        <bdi>{t('auth.haveAccount')}</bdi> <Link to={paths.login1}>{t('auth.signIn')}</Link>
      </p>
    </AuthCover>
  );
}
