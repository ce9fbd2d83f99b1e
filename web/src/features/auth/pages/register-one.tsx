import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCover } from '../components/auth-shells';
import { RegisterForm } from '../components/register-form';
import { useAuthPaths } from '../components/use-auth-paths';

export default function RegisterOne() {
  const { t } = useTranslation();
  const paths = useAuthPaths();
  return (
    <AuthCover>
      <p className="auth-muted" style={{ textAlign: 'center' }}>
        {t('auth.createAccount')}
      </p>
      <RegisterForm />
      <p className="auth-muted" style={{ textAlign: 'center', marginTop: 16 }}>
        {t('auth.haveAccount')} <Link to={paths.login1}>{t('auth.signIn')}</Link>
      </p>
    </AuthCover>
  );
}
