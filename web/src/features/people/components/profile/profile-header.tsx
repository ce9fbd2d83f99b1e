import { CheckOutlined, EditOutlined, MessageOutlined, UserAddOutlined } from '@ant-design/icons';
import type { MemberView } from '@atrium/contracts';
import { App, Button, Card, Flex, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText } from '../../../../components/load-error';
import { MemberAvatar } from '../../../../components/member-avatar';
import { PATHS, pathTo } from '../../../../config/paths';
import { useGetFollowStatsQuery, useSetFollowingMutation } from '../../api';
import { RoleTag } from '../member-tags';

/** Banner, avatar, name, title, role, bio, follower counts, and what one can do: edit one's own, follow others'. */
export function ProfileHeader({ member, own }: { member: MemberView; own: boolean }) {
  const { t } = useTranslation('people');
  const { token } = theme.useToken();
  return (
    <Card style={{ marginBottom: 25, overflow: 'hidden' }} styles={{ body: { padding: 0 } }}>
      <div aria-hidden="true" data-testid="profile-cover" className="profile-cover" />
      <Flex wrap gap={24} align="flex-start" style={{ padding: '0 24px 24px' }}>
        <MemberAvatar
          member={member}
          size={112}
          style={{
            marginTop: -56,
            fontSize: 40,
            border: `4px solid ${token.colorBgContainer}`,
            boxSizing: 'content-box',
          }}
        />
        <div style={{ flex: 1, minWidth: 220, paddingTop: 12 }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 24 }} data-testid="profile-name">
            <bdi>{member.displayName}</bdi>
          </Typography.Title>
          {member.title && (
            <Typography.Text type="secondary" style={{ fontSize: 15 }}>
              <bdi>{member.title}</bdi>
            </Typography.Text>
          )}
          <Space wrap size={8} style={{ display: 'flex', marginTop: 8 }}>
            <RoleTag role={member.role} />
            {member.username && (
              <Typography.Text type="secondary">
                <bdi>@{member.username}</bdi>
              </Typography.Text>
            )}
            <FollowCounts uid={member.uid} />
          </Space>
          <Typography.Paragraph
            type={member.bio ? undefined : 'secondary'}
            style={{ marginTop: 16, marginBottom: 0, whiteSpace: 'pre-line', maxWidth: 720 }}
          >
            <bdi>{member.bio || (own ? t('profile.noBio') : t('profile.noBioOther'))}</bdi>
          </Typography.Paragraph>
        </div>
        <Space wrap style={{ marginTop: 16 }}>
          {own ? <EditButton /> : <OtherActions member={member} />}
        </Space>
      </Flex>
    </Card>
  );
}

function FollowCounts({ uid }: { uid: string }) {
  const { t } = useTranslation('people');
  const { data } = useGetFollowStatsQuery(uid);
  if (!data) return null;
  return (
    <Typography.Text type="secondary" data-testid="follow-counts">
      <bdi>{t('profile.followers', { count: data.followers })}</bdi> ·{' '}
      <bdi>{t('profile.following', { count: data.following })}</bdi>
    </Typography.Text>
  );
}

/** A real link (middle click, copy address), followed inside the app on a plain click. */
function EditButton() {
  const { t } = useTranslation('people');
  const navigate = useNavigate();
  return (
    <Button
      type="primary"
      icon={<EditOutlined />}
      href={pathTo.setting('edit-profile')}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(pathTo.setting('edit-profile'));
      }}
    >
      {t('profile.edit')}
    </Button>
  );
}

/** Follow (the member is notified) or Unfollow, and Message: the chat with them. */
function OtherActions({ member }: { member: MemberView }) {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const stats = useGetFollowStatsQuery(member.uid);
  const [setFollowing, { isLoading }] = useSetFollowingMutation();
  const following = stats.data?.followedByMe ?? false;
  const navigate = useNavigate();

  const toggle = async () => {
    try {
      await setFollowing({ uid: member.uid, follow: !following }).unwrap();
      message.success(t(following ? 'profile.unfollowed' : 'profile.followed', { name: member.displayName }));
    } catch (error) {
      message.error(errorText(error));
    }
  };

  // Opens the chat with them (the existing conversation, or a new one).
  const chat = (
    <Button
      icon={<MessageOutlined />}
      onClick={() => navigate(`${PATHS.chat}?with=${encodeURIComponent(member.uid)}`)}
    >
      {t('profile.message')}
    </Button>
  );
  return (
    <>
      <Button
        type={following ? 'default' : 'primary'}
        icon={following ? <CheckOutlined /> : <UserAddOutlined />}
        loading={isLoading || stats.isLoading}
        aria-pressed={following}
        onClick={toggle}
      >
        {following ? t('profile.followingButton') : t('profile.follow')}
      </Button>
      {chat}
    </>
  );
}
