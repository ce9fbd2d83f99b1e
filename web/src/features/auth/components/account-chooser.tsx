import { MailOutlined, UserOutlined } from '@ant-design/icons';
import {
  DISPLAY_NAME_MAX_LENGTH,
  type EmulatorAccount,
  type SocialProvider,
} from '@atrium/contracts/auth-rules';
import { Avatar, Button, Divider, Form, Input, List, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthRules } from './auth-fields';
import { rememberedAccounts } from './emulator-accounts';
import './auth.css';

const PROVIDER_LABEL: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook' };

type Props = {
  provider: SocialProvider | null;
  onChoose: (provider: SocialProvider, account: EmulatorAccount) => void;
  onCancel: () => void;
};

/**
 * Emulator mode only: stands in for the provider's popup, which cannot load offline. Picks a previous
 * account or adds one; either way the sign-in that follows is a real provider-linked emulator account.
 */
export function AccountChooser({ provider, onChoose, onCancel }: Props) {
  const { t } = useTranslation();
  const rules = useAuthRules();
  const [form] = Form.useForm<EmulatorAccount>();
  if (!provider) return null;
  const accounts = rememberedAccounts(provider);
  const name = PROVIDER_LABEL[provider];

  return (
    <Modal
      open
      title={t('auth.chooser.title', { provider: name })}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
      data-testid="account-chooser"
    >
      <Typography.Paragraph type="secondary">
        {t('auth.chooser.help', { provider: name })}
      </Typography.Paragraph>
      {accounts.length > 0 && (
        <List
          aria-label={t('auth.chooser.previous')}
          dataSource={accounts}
          renderItem={(account) => (
            <List.Item>
              <button type="button" className="chooser-account" onClick={() => onChoose(provider, account)}>
                <Avatar icon={<UserOutlined />} />
                <span>
                  <strong>{account.displayName}</strong>
                  <br />
                  <small>{account.email}</small>
                </span>
              </button>
            </List.Item>
          )}
        />
      )}
      <Divider plain>{t('auth.chooser.another')}</Divider>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        noValidate
        onFinish={(values) =>
          onChoose(provider, { email: values.email.trim(), displayName: values.displayName.trim() })
        }
      >
        <Form.Item name="email" label={t('auth.email')} rules={rules.email} validateFirst>
          <Input prefix={<MailOutlined />} type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="displayName"
          label={t('auth.chooser.displayName')}
          rules={[{ required: true, whitespace: true }, { max: DISPLAY_NAME_MAX_LENGTH }]}
        >
          <Input prefix={<UserOutlined />} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block>
          {t('auth.chooser.continue', { provider: name })}
        </Button>
      </Form>
    </Modal>
  );
}
