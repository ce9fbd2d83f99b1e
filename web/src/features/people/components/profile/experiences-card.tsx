import { ShopOutlined } from '@ant-design/icons';
import type { Experience } from '@atrium/contracts';
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/dates';

/** The member's positions, as they ordered them (newest first is usual); "Present" for one that lasts. */
export function ExperiencesCard({ experiences, own }: { experiences: Experience[]; own: boolean }) {
  const { t } = useTranslation('people');
  const month = (value: string) => formatDate(`${value}-01`, t('profile.monthFormat'));
  return (
    <Card title={t('profile.experiences')}>
      {experiences.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={own ? t('profile.noExperiencesOwn') : t('profile.noExperiences')}
        />
      ) : (
        <ul className="profile-experiences" data-testid="profile-experiences">
          {experiences.map((e) => (
            <li key={`${e.company}-${e.title}-${e.from}`}>
              <span className="profile-experience-icon" aria-hidden="true">
                <ShopOutlined />
              </span>
              <div style={{ minWidth: 0 }}>
                <div className="profile-experience-title">
                  <bdi>{e.title}</bdi>
                </div>
                <div>
                  <bdi>{e.company}</bdi>
                </div>
                <div className="profile-contact-label">
                  {month(e.from)} – {e.to ? month(e.to) : t('profile.present')}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
