import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthSplit } from '../components/auth-shells';
import { LoginForm } from '../components/login-form';
import { useAuthPaths } from '../components/use-auth-paths';

export default function LoginTwo() {
  const { t } = useTranslation();
  const paths = useAuthPaths();
  return (
    <AuthSplit>
      <h1 className="auth-title">{t('auth.signIn')}</h1>
      <p className="auth-muted">
        <bdi>{t('auth.noAccount')}</bdi> <Link to={paths.register2}>{t('auth.signUp')}</Link>
      </p>
      <LoginForm />
    </AuthSplit>
  );
}
