import { UserAddOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { pathTo } from '../../../config/paths';
import { useGetNewMembersQuery } from '../api';
import { useDashboardFormat } from './format';
import { WidgetCard } from './widget-card';

const LIMIT = 5;

/**
 * "New Join Member": the newest members. The name opens their profile; the add button
 * writes them a welcome e-mail.
 */
export function NewMembersWidget() {
  const { t } = useTranslation('dashboards');
  const { date } = useDashboardFormat();
  const query = useGetNewMembersQuery(LIMIT);
  const items = query.data?.items ?? [];

  return (
    <WidgetCard
      title={t('newMembers.title')}
      query={query}
      empty={items.length === 0}
      skeletonRows={5}
      testId="new-members"
      exportRows={() => [
        [t('newMembers.name'), t('newMembers.email'), t('newMembers.jobTitle'), t('newMembers.joined')],
        ...items.map((m) => [m.displayName, m.email, m.title, m.joinedAt]),
      ]}
    >
      {() => (
        <ul className="dashboard-rows">
          {items.map((m) => {
            const name = m.displayName || m.email;
            const mail = `mailto:${m.email}?subject=${encodeURIComponent(t('newMembers.mailSubject'))}`;
            return (
              <li key={m.uid}>
                <MemberAvatar member={{ ...m, displayName: name }} decorative />
                <div className="dashboard-row-main">
                  <Link to={pathTo.profileOf(m.uid)}>{name}</Link>
                  <span
                    className="dashboard-muted"
                    title={t('newMembers.joinedOn', { date: date(m.joinedAt) })}
                  >
                    {m.title || t('newMembers.noTitle')}
                  </span>
                </div>
                <Button
                  shape="circle"
                  icon={<UserAddOutlined />}
                  href={mail}
                  aria-label={t('newMembers.welcome', { name })}
                  title={t('newMembers.welcome', { name })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </WidgetCard>
  );
}
