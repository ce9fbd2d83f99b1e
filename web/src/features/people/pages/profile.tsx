import type { MemberView } from '@atrium/contracts';
import { Card, Col, Flex, Row, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { useGetMeQuery } from '../../../lib/access';
import { useGetMemberQuery } from '../api';
import { ConnectionsCard } from '../components/profile/connections-card';
import { ContactCard } from '../components/profile/contact-card';
import { ExperiencesCard } from '../components/profile/experiences-card';
import { GroupsCard } from '../components/profile/groups-card';
import { InterestsCard } from '../components/profile/interests-card';
import { ProfileHeader } from '../components/profile/profile-header';
import '../components/profile/profile.css';
import { PATHS } from '../../../config/paths';

/**
 * Pages → Profile: one's own profile (`/app/pages/profile`), or another member's (`/app/pages/profile/<uid>`), which
 * shows what the API lets the viewer see of them and offers Follow and Message instead of Edit.
 */
export default function Profile() {
  const uid = uidIn(useLocation().pathname);
  const me = useGetMeQuery();
  const other = useGetMemberQuery(uid ?? '', { skip: !uid || uid === me.data?.uid });
  const { t } = useTranslation('people');

  if (uid && me.data?.uid === uid) return <Navigate to={PATHS.profile} replace />;
  const query = uid ? other : me;
  if (query.isLoading || (uid && me.isLoading)) {
    return (
      <Card>
        <Skeleton active avatar={{ size: 96 }} paragraph={{ rows: 4 }} />
      </Card>
    );
  }
  if (!query.data) {
    return (
      <LoadError
        title={uid ? t('profile.memberLoadFailed') : t('profile.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <ProfileView member={query.data} own={!uid} />;
}

/** `/app/pages/profile/<uid>` → the uid; the page's own path → null (one's own profile). */
function uidIn(pathname: string): string | null {
  const rest = pathname.startsWith(`${PATHS.profile}/`) ? pathname.slice(PATHS.profile.length + 1) : '';
  return decodeURIComponent(rest.replace(/\/+$/, '')) || null;
}

function ProfileView({ member, own }: { member: MemberView; own: boolean }) {
  return (
    <>
      <ProfileHeader member={member} own={own} />
      <Row gutter={[25, 25]}>
        <Col xs={24} lg={8}>
          <Flex vertical gap={25}>
            <ContactCard member={member} />
            <InterestsCard interests={member.interests} own={own} />
          </Flex>
        </Col>
        <Col xs={24} lg={16}>
          <Flex vertical gap={25}>
            <ExperiencesCard experiences={member.experiences} own={own} />
            <ConnectionsCard exceptUid={member.uid} />
            <GroupsCard />
          </Flex>
        </Col>
      </Row>
    </>
  );
}
