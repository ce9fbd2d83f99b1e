import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmPasswordField, EmailField, PasswordField } from './auth-fields';
import { AuthMessage } from './auth-message';
import { SocialButtons } from './social-buttons';
import { useCredentialsForm } from './use-credentials-form';

/** E-mail, password and its confirmation; signs the new account in on success. */
export function RegisterForm() {
  const { t } = useTranslation();
  const { loading, formProps } = useCredentialsForm('signUp', 'register-form');

  return (
    <>
      <AuthMessage />
      <Form {...formProps}>
        <EmailField />
        <PasswordField autoComplete="new-password" />
        <ConfirmPasswordField />
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading}>
            {t('auth.signUp')}
          </Button>
        </Form.Item>
      </Form>
      <SocialButtons />
    </>
  );
}
