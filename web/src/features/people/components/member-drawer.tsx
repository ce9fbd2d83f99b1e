import type { Member, MemberView } from '@atrium/contracts';
import { Descriptions, type DescriptionsProps, Drawer, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { pathTo } from '../../../config/paths';
import { useAppSelector } from '../../../lib/hooks';
import { DateText } from './date-text';
import { RoleTag, StatusTag } from './member-tags';

/**
 * Account details of one member, opened from the user list's "View": the public profile, plus contact and
 * personal fields when the server sent them (to the member themselves and to administrators).
 */
export function MemberDrawer({ member, onClose }: { member: MemberView | null; onClose: () => void }) {
  const { t } = useTranslation('people');
  const direction = useAppSelector((s) => s.theme.direction);
  const none = t('details.none');
  const text = (value: string | null | undefined): ReactNode => value || none;

  // The server sends the private fields only to the member themselves and to administrators.
  const full = member && member.phone !== undefined ? (member as Member) : null;
  const items: DescriptionsProps['items'] = member
    ? [
        { key: 'username', label: t('details.username'), children: text(member.username) },
        {
          key: 'email',
          label: t('details.email'),
          children: member.email ? (
            <a href={`mailto:${member.email}`}>{member.email}</a>
          ) : (
            t(full ? 'details.none' : 'details.hidden')
          ),
        },
        ...(full
          ? [
              {
                key: 'phone',
                label: t('details.phone'),
                children: full.phone ? (
                  <a href={`tel:${full.phone.replace(/[^\d+]/g, '')}`}>{full.phone}</a>
                ) : (
                  none
                ),
              },
            ]
          : []),
        {
          key: 'website',
          label: t('details.website'),
          children: member.website ? (
            <a href={member.website} target="_blank" rel="noopener noreferrer">
              {member.website}
            </a>
          ) : (
            none
          ),
        },
        ...(full
          ? [
              { key: 'address', label: t('details.address'), children: text(full.address) },
              { key: 'city', label: t('details.city'), children: text(full.city) },
              { key: 'postCode', label: t('details.postCode'), children: text(full.postCode) },
              {
                key: 'birthDate',
                label: t('details.birthDate'),
                children: <DateText value={full.birthDate} format="date" empty={none} />,
              },
            ]
          : []),
        { key: 'role', label: t('details.role'), children: <RoleTag role={member.role} /> },
        { key: 'status', label: t('details.status'), children: <StatusTag status={member.status} /> },
        {
          key: 'joined',
          label: t('details.joined'),
          children: <DateText value={member.createdAt} format="date" />,
        },
        {
          key: 'lastOnline',
          label: t('details.lastOnline'),
          children: <DateText value={member.lastSeenAt} empty={t('details.never')} />,
        },
      ]
    : [];

  return (
    <Drawer
      open={member !== null}
      onClose={onClose}
      title={t('details.title')}
      size={440}
      placement={direction === 'rtl' ? 'left' : 'right'}
      destroyOnHidden
      data-testid="member-drawer"
    >
      {member && (
        <>
          <Flex vertical align="center" gap={8} style={{ marginBottom: 24, textAlign: 'center' }}>
            <MemberAvatar member={member} size={80} style={{ fontSize: 28 }} />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {member.displayName}
            </Typography.Title>
            {member.title && <Typography.Text type="secondary">{member.title}</Typography.Text>}
            <Link to={pathTo.profileOf(member.uid)}>{t('details.openProfile')}</Link>
          </Flex>
          <Descriptions column={1} size="small" bordered items={items} />
          {!full && (
            <Typography.Paragraph type="secondary" style={{ marginBlockStart: 16 }}>
              {/* <bdi>: a sentence in a left-to-right language keeps its full stop at its end in RTL. */}
              <bdi>{t('details.publicOnly')}</bdi>
            </Typography.Paragraph>
          )}
        </>
      )}
    </Drawer>
  );
}
