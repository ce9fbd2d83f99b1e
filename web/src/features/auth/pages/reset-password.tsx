import { Alert, Button, Form, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AUTH_PREFIX_PATH } from '../../../config/app-config';
import { useAppDispatch } from '../../../lib/hooks';
import { authService } from '../auth-service';
import { ConfirmPasswordField, PasswordField } from '../components/auth-fields';
import { AuthMessage, useAuthErrorText } from '../components/auth-message';
import { AuthCover } from '../components/auth-shells';
import { authErrorMessage } from '../errors';
import { signIn } from '../slice';
import '../components/auth.css';

type Stage =
  | { name: 'checking' }
  // `error` is the raw auth message, translated when shown; none means the link had no code.
  | { name: 'invalid'; error?: string }
  | { name: 'ready'; email: string; error?: string; saving?: boolean };

/**
 * Opened by the reset e-mail's link (`?mode=resetPassword&oobCode=…`): checks the code, takes the new
 * password twice, sets it, then signs in with it.
 */
export default function ResetPassword() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const describe = useAuthErrorText();
  const [params] = useSearchParams();
  const code = params.get('oobCode') ?? '';
  const [stage, setStage] = useState<Stage>({ name: 'checking' });

  // Checks the code once per code: each check is a request to Firebase (Identity Toolkit's resetPassword), so
  // nothing that changes between renders may be a dependency here.
  useEffect(() => {
    if (!code) {
      setStage({ name: 'invalid' });
      return;
    }
    let current = true;
    authService.verifyPasswordResetCode(code).then(
      (email) => current && setStage({ name: 'ready', email }),
      (error) => current && setStage({ name: 'invalid', error: authErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  const onFinish = async ({ password }: { password: string }) => {
    if (stage.name !== 'ready') return;
    setStage({ ...stage, saving: true, error: undefined });
    try {
      await authService.confirmPasswordReset(code, password);
      void dispatch(signIn({ email: stage.email, password }));
    } catch (error) {
      setStage({ ...stage, saving: false, error: authErrorMessage(error) });
    }
  };

  if (stage.name === 'checking') {
    return (
      <AuthCover>
        <div style={{ textAlign: 'center' }}>
          <Spin />
        </div>
      </AuthCover>
    );
  }
  if (stage.name === 'invalid') {
    return (
      <AuthCover>
        <Result
          status="warning"
          title={t('auth.resetInvalid')}
          subTitle={stage.error ? describe(stage.error) : t('auth.resetMissingCode')}
          extra={<Link to={`${AUTH_PREFIX_PATH}/forgot-password`}>{t('auth.requestNewLink')}</Link>}
        />
      </AuthCover>
    );
  }
  return (
    <AuthCover>
      <h1 className="auth-title" style={{ textAlign: 'center' }}>
        {t('auth.resetTitle')}
      </h1>
      <p className="auth-muted" style={{ textAlign: 'center' }}>
        {t('auth.resetFor', { email: stage.email })}
      </p>
      {stage.error && (
        <Alert
          type="error"
          showIcon
          title={describe(stage.error)}
          role="alert"
          style={{ marginBottom: 16 }}
        />
      )}
      <AuthMessage />
      <Form layout="vertical" requiredMark={false} onFinish={onFinish}>
        <PasswordField label={t('auth.newPassword')} autoComplete="new-password" />
        <ConfirmPasswordField />
        <Button type="primary" htmlType="submit" block loading={stage.saving}>
          {t('auth.resetSubmit')}
        </Button>
      </Form>
    </AuthCover>
  );
}
