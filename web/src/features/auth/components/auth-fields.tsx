import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@atrium/contracts/auth-rules';
import { Form } from 'antd';
import type { Rule } from 'antd/es/form';
// Direct modules: antd's `Input` attaches TextArea, Search and OTP, ~10 KB gzip the sign-in page never uses.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Client rules shared by every auth form: required + a valid e-mail; required + at least 6 characters. */
export function useAuthRules() {
  const { t } = useTranslation();
  const email: Rule[] = [{ required: true }, { pattern: EMAIL_PATTERN, message: t('auth.invalidEmail') }];
  const password: Rule[] = [{ required: true }, { min: PASSWORD_MIN_LENGTH, message: t('auth.passwordMin') }];
  return { email, password };
}

export function EmailField() {
  const { t } = useTranslation();
  const rules = useAuthRules();
  return (
    <Form.Item name="email" label={t('auth.email')} rules={rules.email} validateFirst>
      <Input prefix={<MailOutlined />} type="email" autoComplete="email" inputMode="email" />
    </Form.Item>
  );
}

export function PasswordField({
  name = 'password',
  label,
  autoComplete = 'current-password',
  extra,
}: {
  name?: string;
  label?: ReactNode;
  autoComplete?: string;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const rules = useAuthRules();
  return (
    <Form.Item
      name={name}
      label={label ?? t('auth.password')}
      rules={rules.password}
      validateFirst
      extra={extra}
    >
      <Password prefix={<LockOutlined />} autoComplete={autoComplete} />
    </Form.Item>
  );
}

/** "Confirm password": required, and equal to the `password` field. */
export function ConfirmPasswordField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="confirm"
      label={t('auth.confirmPassword')}
      dependencies={['password']}
      validateFirst
      rules={[
        { required: true },
        ({ getFieldValue }) => ({
          validator: (_, value) =>
            !value || getFieldValue('password') === value
              ? Promise.resolve()
              : Promise.reject(new Error(t('auth.passwordMismatch'))),
        }),
      ]}
    >
      <Password prefix={<LockOutlined />} autoComplete="new-password" />
    </Form.Item>
  );
}
