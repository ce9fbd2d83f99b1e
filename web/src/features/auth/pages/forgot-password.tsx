import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authService, preloadAuthService } from '../auth-service';
import { EmailField } from '../components/auth-fields';
import { useAuthErrorText } from '../components/auth-message';
import { AuthCover } from '../components/auth-shells';
import { useAuthPaths } from '../components/use-auth-paths';
import { authErrorMessage, knownAuthErrorCode } from '../errors';
import '../components/auth.css';

type Status = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; message: string };

export default function ForgotPassword() {
  const { t } = useTranslation();
  const paths = useAuthPaths();
  const describe = useAuthErrorText();
  const [status, setStatus] = useState<Status>({ state: 'idle' });

  const onFinish = async ({ email }: { email: string }) => {
    setStatus({ state: 'sending' });
    try {
      await authService.sendPasswordReset(email.trim());
      setStatus({ state: 'sent' });
    } catch (error) {
      const message = authErrorMessage(error);
      // An unknown address gets the same answer as a known one, so the page cannot tell who has an account.
      if (knownAuthErrorCode(message) === 'user-not-found') setStatus({ state: 'sent' });
      else setStatus({ state: 'failed', message: describe(message) });
    }
  };

  return (
    <AuthCover>
      <h1 className="auth-title" style={{ textAlign: 'center' }}>
        {t('auth.forgotPasswordTitle')}
      </h1>
      <p className="auth-muted" style={{ textAlign: 'center' }}>
        {t('auth.forgotPasswordHelp')}
      </p>
      {status.state === 'sent' && (
        <Alert
          type="success"
          showIcon
          title={t('auth.resetSent')}
          role="status"
          style={{ marginBottom: 16 }}
        />
      )}
      {status.state === 'failed' && (
        <Alert type="error" showIcon title={status.message} role="alert" style={{ marginBottom: 16 }} />
      )}
      <Form
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={onFinish}
        onFinishFailed={() => status.state === 'failed' && setStatus({ state: 'idle' })}
        onFocus={preloadAuthService}
      >
        <EmailField />
        <Button type="primary" htmlType="submit" block loading={status.state === 'sending'}>
          {status.state === 'sending' ? t('auth.sending') : t('auth.send')}
        </Button>
      </Form>
      <p style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to={paths.login1}>{t('auth.backToSignIn')}</Link>
      </p>
    </AuthCover>
  );
}
