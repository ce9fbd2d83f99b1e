import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetMeQuery } from '../../../../lib/access';
import { AvatarSection } from './avatar-section';
import { ProfileForm } from './profile-form';
import { LoadFailed, SectionTitle } from './shared';

/** Edit Profile: the avatar, then the member's own profile fields (PATCH /api/me). */
export function EditProfile() {
  const { t } = useTranslation('settings');
  const me = useGetMeQuery();

  let body: React.ReactNode;
  if (me.data) {
    body = (
      <>
        <AvatarSection member={me.data} />
        <ProfileForm member={me.data} />
      </>
    );
  } else if (me.isError) {
    body = <LoadFailed title={t('profile.loadFailed')} error={me.error} onRetry={() => void me.refetch()} />;
  } else {
    body = <Skeleton active avatar paragraph={{ rows: 10 }} />;
  }

  return (
    <section aria-labelledby="settings-edit-profile">
      <SectionTitle>
        <span id="settings-edit-profile">{t('menu.editProfile')}</span>
      </SectionTitle>
      {body}
    </section>
  );
}
