import { useTranslation } from 'react-i18next';
import { AuthSplitPage } from '../components/auth-shells';
import { LoginForm } from '../components/login-form';
import { useAuthPaths } from '../components/use-auth-paths';

export default function LoginTwo() {
  const { t } = useTranslation();
  const paths = useAuthPaths();
  return (
    <AuthSplitPage
      title={t('auth.signIn')}
      question={t('auth.noAccount')}
      link={{ to: paths.register2, text: t('auth.signUp') }}
    >
      <LoginForm />
    </AuthSplitPage>
  );
}
