import { BellOutlined, CreditCardOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Col, Grid, Menu, Row } from 'antd';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { APP_PREFIX_PATH } from '../../../config/app-config';
import { Billing } from '../components/settings/billing';
import { ChangePassword } from '../components/settings/change-password';
import { EditProfile } from '../components/settings/edit-profile';
import { NotificationSettings } from '../components/settings/notification-settings';

const BASE = `${APP_PREFIX_PATH}/pages/setting`;

export const SETTING_SECTIONS = [
  { key: 'edit-profile', labelKey: 'menu.editProfile', icon: UserOutlined, Screen: EditProfile },
  { key: 'change-password', labelKey: 'menu.changePassword', icon: LockOutlined, Screen: ChangePassword },
  { key: 'billing', labelKey: 'menu.billing', icon: CreditCardOutlined, Screen: Billing },
  { key: 'notification', labelKey: 'menu.notification', icon: BellOutlined, Screen: NotificationSettings },
] as const satisfies readonly { key: string; labelKey: string; icon: ComponentType; Screen: ComponentType }[];

/** Which section the path names: the part after /app/pages/setting (the last segment outside that base). */
function sectionOf(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (path.startsWith(`${BASE}/`)) return path.slice(BASE.length + 1);
  return path.split('/').pop() ?? '';
}

/** Account settings: a menu of sections on the start side (above the content below 992 px), one per sub-path. */
export default function Setting() {
  const { t } = useTranslation('settings');
  const { pathname } = useLocation();
  const key = sectionOf(pathname);
  const section = SETTING_SECTIONS.find((s) => s.key === key);
  // antd's `lg` is ≥ 992 px: side by side from there, the menu above the content below it.
  const wide = Grid.useBreakpoint().lg ?? false;

  if (!section) return <Navigate to={`${BASE}/edit-profile`} replace />;
  const { Screen } = section;
  const divider = '1px solid var(--app-border)';

  return (
    <Card styles={{ body: { padding: 0 } }}>
      <Row>
        <Col xs={24} lg={6} style={wide ? { borderInlineEnd: divider } : { borderBlockEnd: divider }}>
          <nav aria-label={t('menu.label')}>
            <Menu
              mode="inline"
              selectedKeys={[section.key]}
              style={{ borderInlineEnd: 0, paddingBlock: 8, background: 'transparent' }}
              items={SETTING_SECTIONS.map(({ key, labelKey, icon: Icon }) => ({
                key,
                icon: <Icon aria-hidden />,
                label: <Link to={`${BASE}/${key}`}>{t(labelKey)}</Link>,
              }))}
            />
          </nav>
        </Col>
        <Col xs={24} lg={18} style={{ padding: 'var(--content-gutter)', minWidth: 0 }}>
          <Screen />
        </Col>
      </Row>
    </Card>
  );
}
