import {
  CalendarOutlined,
  EditOutlined,
  EnvironmentOutlined,
  GlobalOutlined,
  MailOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import type { Member } from '@atrium/contracts';
import { Avatar, Button, Card, Col, Empty, Flex, Row, Skeleton, Space, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APP_PREFIX_PATH } from '../../../config/app-config';
import { useGetMeQuery } from '../../../lib/access';
import { useGetMemberGroupsQuery, useListMembersQuery } from '../api';
import { DateText } from '../components/date-text';
import { LoadError } from '../components/load-error';
import { MemberAvatar } from '../components/member-avatar';
import { RoleTag } from '../components/member-tags';

const EDIT_PROFILE_PATH = `${APP_PREFIX_PATH}/pages/setting/edit-profile`;
const CONNECTIONS = 8;

/** Pages → Profile: the signed-in member's own page. */
export default function Profile() {
  const { t } = useTranslation('people');
  const me = useGetMeQuery();

  if (me.isLoading) {
    return (
      <Card>
        <Skeleton active avatar={{ size: 96 }} paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (!me.data) {
    return <LoadError title={t('profile.loadFailed')} error={me.error} onRetry={() => void me.refetch()} />;
  }
  const member = me.data;
  return (
    <>
      <ProfileHeader member={member} />
      <Row gutter={[25, 25]}>
        <Col xs={24} lg={8}>
          <ContactCard member={member} />
        </Col>
        <Col xs={24} lg={16}>
          <Flex vertical gap={25}>
            <ConnectionsCard self={member} />
            <GroupsCard />
          </Flex>
        </Col>
      </Row>
    </>
  );
}

function ProfileHeader({ member }: { member: Member }) {
  const { t } = useTranslation('people');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  return (
    <Card style={{ marginBottom: 25, overflow: 'hidden' }} styles={{ body: { padding: 0 } }}>
      <div
        aria-hidden="true"
        data-testid="profile-cover"
        style={{
          height: 160,
          background: 'linear-gradient(120deg, #3e82f7 0%, #6a5ae0 55%, #1a3353 100%)',
        }}
      />
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
            {member.displayName}
          </Typography.Title>
          {member.title && (
            <Typography.Text type="secondary" style={{ fontSize: 15 }}>
              {member.title}
            </Typography.Text>
          )}
          <Space wrap size={8} style={{ display: 'flex', marginTop: 8 }}>
            <RoleTag role={member.role} />
            {member.username && <Typography.Text type="secondary">@{member.username}</Typography.Text>}
          </Space>
          <Typography.Paragraph
            type={member.bio ? undefined : 'secondary'}
            style={{ marginTop: 16, marginBottom: 0, whiteSpace: 'pre-line', maxWidth: 720 }}
          >
            {member.bio || t('profile.noBio')}
          </Typography.Paragraph>
        </div>
        <Button
          type="primary"
          icon={<EditOutlined />}
          href={EDIT_PROFILE_PATH}
          onClick={(e) => {
            // A real link (middle click, copy address), followed inside the app on a plain click.
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            navigate(EDIT_PROFILE_PATH);
          }}
          style={{ marginTop: 16 }}
        >
          {t('profile.edit')}
        </Button>
      </Flex>
    </Card>
  );
}

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li style={{ display: 'flex', gap: 12, alignItems: 'flex-start', padding: '10px 0' }}>
      <span aria-hidden="true" style={{ color: 'var(--app-text-muted)', fontSize: 16, lineHeight: '22px' }}>
        {icon}
      </span>
      <div style={{ minWidth: 0 }}>
        <div style={{ fontSize: 12, color: 'var(--app-text-muted)' }}>{label}</div>
        <div style={{ color: 'var(--app-text)', overflowWrap: 'anywhere' }}>{children}</div>
      </div>
    </li>
  );
}

function ContactCard({ member }: { member: Member }) {
  const { t } = useTranslation('people');
  const none = <span style={{ color: 'var(--app-text-muted)' }}>{t('details.none')}</span>;
  const place = [member.address, [member.postCode, member.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Card title={t('profile.contact')}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="profile-contact">
        <ContactRow icon={<MailOutlined />} label={t('details.email')}>
          {member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : none}
        </ContactRow>
        <ContactRow icon={<PhoneOutlined />} label={t('details.phone')}>
          {member.phone ? <a href={`tel:${member.phone.replace(/[^\d+]/g, '')}`}>{member.phone}</a> : none}
        </ContactRow>
        <ContactRow icon={<EnvironmentOutlined />} label={t('details.address')}>
          {place || none}
        </ContactRow>
        <ContactRow icon={<GlobalOutlined />} label={t('details.website')}>
          {member.website ? (
            <a href={member.website} target="_blank" rel="noopener noreferrer">
              {member.website}
            </a>
          ) : (
            none
          )}
        </ContactRow>
        <ContactRow icon={<CalendarOutlined />} label={t('details.joined')}>
          <DateText value={member.createdAt} format="date" />
        </ContactRow>
      </ul>
    </Card>
  );
}

function ConnectionsCard({ self }: { self: Member }) {
  const { t } = useTranslation('people');
  const { data, isLoading, isError, error, refetch } = useListMembersQuery({
    pageSize: CONNECTIONS + 1,
    sort: 'lastSeenAt',
    order: 'desc',
  });
  const others = (data?.items ?? []).filter((m) => m.uid !== self.uid).slice(0, CONNECTIONS);

  let body: ReactNode;
  if (isLoading) body = <Skeleton active avatar paragraph={{ rows: 2 }} />;
  else if (isError && !data)
    body = <LoadError title={t('profile.connectionsFailed')} error={error} onRetry={() => void refetch()} />;
  else if (others.length === 0)
    body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('profile.noConnections')} />;
  else
    body = (
      <Row gutter={[16, 20]} role="list" data-testid="profile-connections">
        {others.map((m) => (
          <Col key={m.uid} xs={12} sm={8} md={6} role="listitem">
            <Flex vertical align="center" gap={6} style={{ textAlign: 'center', minWidth: 0 }}>
              <MemberAvatar member={m} size={56} style={{ fontSize: 20 }} />
              <Typography.Text strong ellipsis={{ tooltip: m.displayName }} style={{ maxWidth: '100%' }}>
                {m.displayName}
              </Typography.Text>
              {m.title && (
                <Typography.Text
                  type="secondary"
                  ellipsis={{ tooltip: m.title }}
                  style={{ maxWidth: '100%', fontSize: 12 }}
                >
                  {m.title}
                </Typography.Text>
              )}
            </Flex>
          </Col>
        ))}
      </Row>
    );
  return <Card title={t('profile.connections')}>{body}</Card>;
}

function GroupsCard() {
  const { t } = useTranslation('people');
  const { data, isLoading, isError, error, refetch } = useGetMemberGroupsQuery();

  let body: ReactNode;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (isError && !data)
    body = <LoadError title={t('profile.groupsFailed')} error={error} onRetry={() => void refetch()} />;
  else if (data) {
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="profile-groups">
        {data.groups.map((g) => (
          <li key={g.role} style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '10px 0' }}>
            <div style={{ flex: 1, minWidth: 0, fontWeight: 600, color: 'var(--app-text)' }}>
              {t(`profile.groupOf.${g.role}`)}{' '}
              <span
                style={{ fontWeight: 400, color: 'var(--app-text-muted)' }}
                data-testid={`group-${g.role}`}
              >
                ({g.count})
              </span>
            </div>
            {g.sample.length > 0 && (
              <Avatar.Group>
                {g.sample.map((m) => (
                  <MemberAvatar key={m.uid} member={m} />
                ))}
              </Avatar.Group>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return <Card title={t('profile.groups')}>{body}</Card>;
}
