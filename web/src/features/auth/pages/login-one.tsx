import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCover } from '../components/auth-shells';
import { LoginForm } from '../components/login-form';
import { useAuthPaths } from '../components/use-auth-paths';

export default function LoginOne() {
  const { t } = useTranslation();
  const paths = useAuthPaths();
  return (
    <AuthCover>
      <p className="auth-muted" style={{ textAlign: 'center' }}>
        {t('auth.noAccount')} <Link to={paths.register1}>{t('auth.signUp')}</Link>
      </p>
      <LoginForm />
    </AuthCover>
  );
}
