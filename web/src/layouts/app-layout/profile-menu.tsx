import {
  CreditCardOutlined,
  EditOutlined,
  LogoutOutlined,
  QuestionCircleOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeferredDropdown } from '../../components/deferred-dropdown';
import { MemberAvatar } from '../../components/member-avatar';
import { StatusTag } from '../../components/status-tag';
import { pathTo } from '../../config/paths';
import { signOut } from '../../features/auth/slice';
import { useGetMeQuery } from '../../lib/access';
import { useAppDispatch, useAppSelector } from '../../lib/hooks';

const PROVIDER_NAMES: Record<string, string> = {
  'google.com': 'Google',
  'facebook.com': 'Facebook',
  password: 'password',
};

const MENU_PATHS: Record<string, string> = {
  'edit-profile': pathTo.setting('edit-profile'),
  'account-setting': pathTo.setting('change-password'),
  billing: pathTo.setting('billing'),
  help: pathTo.doc('introduction'),
};

/**
 * Avatar, name and title of the signed-in member (from /api/me; the Firebase user until that answers) and
 * how the account signs in; links to the member's settings, Help Center and Sign Out.
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('people');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.user.current);
  const direction = useAppSelector((s) => s.theme.direction);
  const { data: me } = useGetMeQuery();
  const name = me?.displayName || user?.displayName || user?.email || t('profile.member');
  const email = me?.email ?? user?.email ?? null;
  const providers = (user?.providerIds ?? []).map((id) =>
    id === 'password' ? t('profile.emailPassword') : (PROVIDER_NAMES[id] ?? id),
  );
  // Under the name: the member's title, else their role (how they signed in is in the menu itself).
  const title = me?.title || (me ? t(`profile.role.${me.role}`) : '');
  const avatar = (
    <MemberAvatar
      className="profile-avatar"
      member={me ?? { uid: user?.uid ?? name, displayName: name, avatarUrl: user?.photoURL || null }}
    />
  );

  return (
    <DeferredDropdown
      placement={direction === 'rtl' ? 'bottomLeft' : 'bottomRight'}
      popupRender={(menu) => (
        <div className="profile-dropdown">
          <div className="profile-dropdown-header">
            {avatar}
            <div style={{ minWidth: 0 }}>
              <div className="profile-name">{name}</div>
              {me?.title && <div className="profile-title">{me.title}</div>}
              {email && email !== name && <div className="profile-email">{email}</div>}
              <div data-testid="profile-provider">
                {providers.map((p) => (
                  <StatusTag key={p} color="blue">
                    {p}
                  </StatusTag>
                ))}
              </div>
            </div>
          </div>
          {menu}
        </div>
      )}
      menu={{
        items: [
          { key: 'edit-profile', icon: <EditOutlined />, label: tp('menu.editProfile') },
          { key: 'account-setting', icon: <SettingOutlined />, label: tp('menu.accountSetting') },
          { key: 'billing', icon: <CreditCardOutlined />, label: tp('menu.billing') },
          { key: 'help', icon: <QuestionCircleOutlined />, label: tp('menu.helpCenter') },
          { type: 'divider' },
          { key: 'sign-out', icon: <LogoutOutlined />, label: tp('menu.signOut'), danger: true },
        ],
        onClick: ({ key }) => {
          const path = MENU_PATHS[key];
          if (path) navigate(path);
          if (key === 'sign-out') void dispatch(signOut());
        },
      }}
    >
      {/* Named by what it shows (WCAG 2.5.3): "Account menu" for screen readers, then the name and title. */}
      <button type="button" className="profile-trigger">
        <span className="visually-hidden">{t('profile.menuLabel')}</span>{' '}
        <span aria-hidden="true">{avatar}</span>{' '}
        <span className="profile-trigger-text">
          <span className="profile-name">{name}</span>{' '}
          {title && <span className="profile-title">{title}</span>}
        </span>
      </button>
    </DeferredDropdown>
  );
}
