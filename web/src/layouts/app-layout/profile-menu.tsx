import { LogoutOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Avatar, Dropdown, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { APP_PREFIX_PATH } from '../../config/app-config';
import { signOut } from '../../features/auth/slice';

const PROVIDER_NAMES: Record<string, string> = {
  'google.com': 'Google',
  'facebook.com': 'Facebook',
  password: 'password',
};

function initials(name: string) {
  const parts = name.split(/[\s@._-]+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '?') + (parts[1]?.[0] ?? '')).toUpperCase();
}

/** Avatar, name and how the account signs in; Help Center and Sign Out. */
export function ProfileMenu() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector((s) => s.user.current);
  const name = user?.displayName || user?.email || t('profile.member');
  const providers = (user?.providerIds ?? []).map((id) =>
    id === 'password' ? t('profile.emailPassword') : (PROVIDER_NAMES[id] ?? id),
  );
  const title = providers.length ? t('profile.signedInWith', { providers: providers.join(', ') }) : '';
  const avatar = (
    <Avatar src={user?.photoURL || undefined} alt={name} className="profile-avatar">
      {initials(name)}
    </Avatar>
  );

  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={(menu) => (
        <div className="profile-dropdown">
          <div className="profile-dropdown-header">
            {avatar}
            <div>
              <div className="profile-name">{name}</div>
              {user?.email && user.email !== name && <div className="profile-email">{user.email}</div>}
              <div data-testid="profile-provider">
                {providers.map((p) => (
                  <Tag key={p} color="blue">
                    {p}
                  </Tag>
                ))}
              </div>
            </div>
          </div>
          {menu}
        </div>
      )}
      menu={{
        items: [
          { key: 'help', icon: <QuestionCircleOutlined />, label: t('profile.helpCenter') },
          { type: 'divider' },
          { key: 'sign-out', icon: <LogoutOutlined />, label: t('profile.signOut'), danger: true },
        ],
        onClick: ({ key }) => {
          if (key === 'help') navigate(`${APP_PREFIX_PATH}/docs/documentation/introduction`);
          if (key === 'sign-out') void dispatch(signOut());
        },
      }}
    >
      <button type="button" className="profile-trigger" aria-label={t('profile.menu', { name })}>
        {avatar}
        <span className="profile-trigger-text">
          <span className="profile-name">{name}</span>
          {title && <span className="profile-title">{title}</span>}
        </span>
      </button>
    </Dropdown>
  );
}
