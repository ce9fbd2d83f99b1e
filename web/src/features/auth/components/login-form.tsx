import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmailField, PasswordField } from './auth-fields';
import { AuthMessage } from './auth-message';
import { SocialButtons } from './social-buttons';
import { useAuthPaths } from './use-auth-paths';
import { useCredentialsForm } from './use-credentials-form';
import './auth.css';

/**
 * E-mail and password sign-in. On success the token appears in the store and the public-route guard sends
 * the user on (to `?redirect=` or home); on failure the message shows and the typed values stay.
 */
export function LoginForm({ initialEmail }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const { loading, formProps } = useCredentialsForm('signIn', 'login-form');
  const paths = useAuthPaths();

  return (
    <>
      <AuthMessage />
      <Form {...formProps} initialValues={{ email: initialEmail, ...formProps.initialValues }}>
        <EmailField />
        <PasswordField />
        <div className="forgot-link-row">
          <Link to={paths.forgotPassword}>
            {/* Isolated: in a right-to-left layout the question mark stays at the end of the English text. */}
            <bdi>{t('auth.forgotPasswordLink')}</bdi>
          </Link>
        </div>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading}>
            {t('auth.signIn')}
          </Button>
        </Form.Item>
      </Form>
      <SocialButtons />
    </>
  );
}
