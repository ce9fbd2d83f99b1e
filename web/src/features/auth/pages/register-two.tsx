import { useTranslation } from 'react-i18next';
import { AuthSplitPage } from '../components/auth-shells';
import { RegisterForm } from '../components/register-form';
import { useAuthPaths } from '../components/use-auth-paths';

export default function RegisterTwo() {
  const { t } = useTranslation();
  const paths = useAuthPaths();
  return (
    <AuthSplitPage
      title={t('auth.signUp')}
      question={t('auth.haveAccount')}
      link={{ to: paths.login2, text: t('auth.signIn') }}
    >
      <RegisterForm />
    </AuthSplitPage>
  );
}
