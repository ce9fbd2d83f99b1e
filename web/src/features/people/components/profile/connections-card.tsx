import { Card, Col, Empty, Flex, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../../components/load-error';
import { MemberAvatar } from '../../../../components/member-avatar';
import { pathTo } from '../../../../config/paths';
import { useListMembersQuery } from '../../api';

const CONNECTIONS = 8;

/** Members seen most recently, each a link to their profile. */
export function ConnectionsCard({ exceptUid }: { exceptUid: string }) {
  const { t } = useTranslation('people');
  const { data, isLoading, isError, error, refetch } = useListMembersQuery({
    pageSize: CONNECTIONS + 1,
    sort: 'lastSeenAt',
    order: 'desc',
  });
  const others = (data?.items ?? []).filter((m) => m.uid !== exceptUid).slice(0, CONNECTIONS);

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
            <Link to={pathTo.profileOf(m.uid)} className="profile-connection">
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
            </Link>
          </Col>
        ))}
      </Row>
    );
  return <Card title={t('profile.connections')}>{body}</Card>;
}
