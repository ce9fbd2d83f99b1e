import { Card, Empty, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function InterestsCard({ interests, own }: { interests: string[]; own: boolean }) {
  const { t } = useTranslation('people');
  return (
    <Card title={t('profile.interests')}>
      {interests.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={own ? t('profile.noInterestsOwn') : t('profile.noInterests')}
        />
      ) : (
        <Flex wrap gap={8} role="list" data-testid="profile-interests">
          {interests.map((interest) => (
            <Tag key={interest} role="listitem" color="blue" style={{ marginInlineEnd: 0 }}>
              <bdi>{interest}</bdi>
            </Tag>
          ))}
        </Flex>
      )}
    </Card>
  );
}
