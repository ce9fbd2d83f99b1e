import type { Credentials } from '@atrium/contracts/auth-rules';
import { Button, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { preloadAuthService } from '../auth-service';
import { hideAuthMessage, signUp } from '../slice';
import { ConfirmPasswordField, EmailField, PasswordField } from './auth-fields';
import { AuthMessage } from './auth-message';
import { SocialButtons } from './social-buttons';

/** E-mail, password and its confirmation; signs the new account in on success. */
export function RegisterForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loading = useAppSelector((s) => s.auth.loading);

  // Cleared when leaving, not on arrival: a message set on the way here (a blocked member) must show.
  useEffect(
    () => () => {
      dispatch(hideAuthMessage());
    },
    [dispatch],
  );

  const onFinish = (values: Credentials) => {
    dispatch(hideAuthMessage());
    void dispatch(signUp({ email: values.email.trim(), password: values.password }));
  };

  return (
    <>
      <AuthMessage />
      <Form
        layout="vertical"
        name="register-form"
        requiredMark={false}
        // The form's own translated messages, not the browser's English bubble over them.
        noValidate
        // Fields in error: an earlier server message (say "already in use") no longer applies.
        onFinishFailed={() => dispatch(hideAuthMessage())}
        onFinish={onFinish}
        onFocus={preloadAuthService}
      >
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
