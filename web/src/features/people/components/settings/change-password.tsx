import { LockOutlined } from '@ant-design/icons';
import { PASSWORD_MIN_LENGTH } from '@atrium/contracts/auth-rules';
import { Alert, App, Button, Form, Input, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../../../lib/hooks';
import { authErrorMessage, authService } from '../../../auth';
import { SectionTitle } from './shared';

type FormValues = { currentPassword: string; newPassword: string; confirmPassword: string };

/** Firebase's answers to a wrong current password (the code differs with the project's settings). */
const WRONG_CURRENT = ['wrong-password', 'invalid-credential', 'invalid-login-credentials'];

/** Change Password: re-authenticates with the current password, then sets the new one (Firebase). */
export function ChangePassword() {
  const { t } = useTranslation('settings');
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [form] = Form.useForm<FormValues>();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Accounts created with Google or Facebook have no password until one is linked.
  const providerIds = useAppSelector((s) => s.user.current?.providerIds);
  const socialOnly = !!providerIds && providerIds.length > 0 && !providerIds.includes('password');

  const onFinish = async ({ currentPassword, newPassword }: FormValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await authService.changePassword(currentPassword, newPassword);
    } catch (error) {
      const text = authErrorMessage(error);
      const code = /\(auth\/([a-z-]+)\)/.exec(text)?.[1] ?? '';
      if (WRONG_CURRENT.includes(code)) {
        form.setFields([{ name: 'currentPassword', errors: [t('password.wrongCurrent')] }]);
      } else if (code === 'weak-password') {
        form.setFields([{ name: 'newPassword', errors: [t('password.min')] }]);
      } else if (code === 'too-many-requests') {
        setFailure(t('password.tooManyRequests'));
      } else if (code === 'network-request-failed') {
        setFailure(t('password.network'));
      } else if (code === 'requires-recent-login') {
        setFailure(t('password.recentLogin'));
      } else {
        setFailure(text);
      }
      return;
    } finally {
      setSubmitting(false);
    }
    message.success(t('password.changed'));
    form.resetFields();
  };

  return (
    <section aria-labelledby="settings-change-password" style={{ maxWidth: 480 }}>
      <SectionTitle>
        <span id="settings-change-password">{t('menu.changePassword')}</span>
      </SectionTitle>
      {socialOnly && (
        <Alert
          type="info"
          showIcon
          title={t('password.noPassword')}
          style={{ marginBlockEnd: token.marginLG }}
        />
      )}
      <Form<FormValues> form={form} layout="vertical" onFinish={onFinish}>
        <Form.Item name="currentPassword" label={t('password.current')} rules={[{ required: true }]}>
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('password.new')}
          validateFirst
          rules={[{ required: true }, { min: PASSWORD_MIN_LENGTH, message: t('password.min') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('password.confirm')}
          dependencies={['newPassword']}
          validateFirst
          rules={[
            { required: true },
            ({ getFieldValue }) => ({
              validator: async (_, value) => {
                if (value && getFieldValue('newPassword') !== value) throw new Error(t('password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        {failure && (
          <Alert
            type="error"
            showIcon
            title={t('password.failed')}
            description={failure}
            style={{ marginBlockEnd: token.marginLG }}
          />
        )}
        <Button type="primary" htmlType="submit" loading={submitting}>
          {t('password.submit')}
        </Button>
      </Form>
    </section>
  );
}
