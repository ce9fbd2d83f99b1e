import { Avatar, Card, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/load-error';
import { MemberAvatar } from '../../../../components/member-avatar';
import { useGetMemberGroupsQuery } from '../../api';

/** How many members hold each role, with a few faces of each. */
export function GroupsCard() {
  const { t } = useTranslation('people');
  const { data, isLoading, isError, error, refetch } = useGetMemberGroupsQuery();

  let body: ReactNode;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (isError && !data)
    body = <LoadError title={t('profile.groupsFailed')} error={error} onRetry={() => void refetch()} />;
  else if (data) {
    body = (
      <ul className="profile-groups" data-testid="profile-groups">
        {data.groups.map((g) => (
          <li key={g.role}>
            <div className="profile-group-name">
              {t(`profile.groupOf.${g.role}`)}{' '}
              <span className="profile-contact-none" data-testid={`group-${g.role}`}>
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
