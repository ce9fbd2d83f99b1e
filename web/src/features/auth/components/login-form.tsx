import type { Credentials } from '@atrium/contracts/auth-rules';
import { Button, Form } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks';
import { preloadAuthService } from '../auth-service';
import { hideAuthMessage, signIn } from '../slice';
import { EmailField, PasswordField } from './auth-fields';
import { AuthMessage } from './auth-message';
import { SocialButtons } from './social-buttons';
import { useAuthPaths } from './use-auth-paths';

/**
 * E-mail and password sign-in. On success the token appears in the store and the public-route guard sends
 * the user on (to `?redirect=` or home); on failure the message shows and the typed values stay.
 */
export function LoginForm({ initialEmail }: { initialEmail?: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const loading = useAppSelector((s) => s.auth.loading);
  const paths = useAuthPaths();

  // Cleared when leaving, not on arrival: a message set on the way here (a blocked member) must show.
  useEffect(
    () => () => {
      dispatch(hideAuthMessage());
    },
    [dispatch],
  );

  const onFinish = (values: Credentials) => {
    dispatch(hideAuthMessage());
    void dispatch(signIn({ email: values.email.trim(), password: values.password }));
  };

  return (
    <>
      <AuthMessage />
      <Form
        layout="vertical"
        name="login-form"
        requiredMark={false}
        // The form's own translated messages, not the browser's English bubble over them.
        noValidate
        // Fields in error: an earlier server message (say "already in use") no longer applies.
        onFinishFailed={() => dispatch(hideAuthMessage())}
        initialValues={{ email: initialEmail }}
        onFinish={onFinish}
        onFocus={preloadAuthService}
      >
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
