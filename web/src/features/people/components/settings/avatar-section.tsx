import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import type { Member } from '@atrium/contracts';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@atrium/contracts/profile-rules';
import { App, Avatar, Button, Flex, Popconfirm, Typography, theme, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../../lib/api-errors';
import { useRemoveAvatarMutation, useUploadAvatarMutation } from '../../api';

import { useSyncSignInProfile } from './sync-sign-in-profile';

const AVATAR_MAX_LABEL = `${AVATAR_MAX_BYTES / (1024 * 1024)} MB`;

export function AvatarSection({ member }: { member: Member }) {
  const { t } = useTranslation('settings');
  const apiErrors = useApiErrors();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [uploadAvatar, upload] = useUploadAvatarMutation();
  const [removeAvatar, removal] = useRemoveAvatarMutation();
  const sync = useSyncSignInProfile();
  const busy = upload.isLoading || removal.isLoading;

  const send = async (file: File) => {
    try {
      const updated = await uploadAvatar(file).unwrap();
      message.success(t('profile.avatarUpdated'));
      await sync(updated);
    } catch (error) {
      message.error(t('profile.avatarFailed', { message: apiErrors.message(error) }));
    }
  };

  const remove = async () => {
    try {
      const updated = await removeAvatar().unwrap();
      message.success(t('profile.avatarRemoved'));
      await sync(updated);
    } catch (error) {
      message.error(t('profile.avatarFailed', { message: apiErrors.message(error) }));
    }
  };

  return (
    <Flex align="center" gap={token.marginLG} wrap style={{ marginBlockEnd: token.marginLG }}>
      <Avatar
        size={88}
        src={member.avatarUrl ?? undefined}
        alt={t('profile.avatarAlt')}
        icon={<UserOutlined />}
      />
      <Flex vertical gap={token.marginXS}>
        <Flex gap={token.marginSM} wrap>
          <Upload
            accept={AVATAR_TYPES.join(',')}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) {
                message.error(t('profile.avatarType'));
              } else if (file.size > AVATAR_MAX_BYTES) {
                message.error(t('profile.avatarSize', { size: AVATAR_MAX_LABEL }));
              } else {
                void send(file);
              }
              // Never kept in an upload list nor posted by antd: the API takes the raw file (uploadAvatar).
              return Upload.LIST_IGNORE;
            }}
          >
            <Button
              type="primary"
              icon={<UploadOutlined aria-hidden />}
              loading={upload.isLoading}
              disabled={busy}
            >
              {t('profile.changeAvatar')}
            </Button>
          </Upload>
          {member.avatarUrl && (
            <Popconfirm
              title={t('profile.removeAvatarConfirm')}
              okText={t('profile.removeAvatar')}
              cancelText={t('shared.cancel')}
              onConfirm={remove}
            >
              <Button icon={<DeleteOutlined aria-hidden />} loading={removal.isLoading} disabled={busy}>
                {t('profile.removeAvatar')}
              </Button>
            </Popconfirm>
          )}
        </Flex>
        <Typography.Text type="secondary">
          <bdi>{t('profile.avatarHelp', { size: AVATAR_MAX_LABEL })}</bdi>
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
