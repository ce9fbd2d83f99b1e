import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthSplit } from '../components/auth-shells';
import { RegisterForm } from '../components/register-form';
import { useAuthPaths } from '../components/use-auth-paths';

export default function RegisterTwo() {
  const { t } = useTranslation();
  const paths = useAuthPaths();
  return (
    <AuthSplit>
      <h1 className="auth-title">{t('auth.signUp')}</h1>
      <p className="auth-muted">
        <bdi>{t('auth.haveAccount')}</bdi> <Link to={paths.login2}>{t('auth.signIn')}</Link>
      </p>
      <RegisterForm />
    </AuthSplit>
  );
}
