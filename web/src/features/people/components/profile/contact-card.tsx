import {
  CalendarOutlined,
  EnvironmentOutlined,
  GlobalOutlined,
  MailOutlined,
  PhoneOutlined,
} from '@ant-design/icons';
import type { MemberView } from '@atrium/contracts';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateText } from '../date-text';

function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="profile-contact-row">
      <span aria-hidden="true" className="profile-contact-icon">
        {icon}
      </span>
      <div style={{ minWidth: 0 }}>
        <div className="profile-contact-label">{label}</div>
        <div className="profile-contact-value">{children}</div>
      </div>
    </li>
  );
}

/**
 * How to reach the member. Phone and address are rows only when the viewer may see them (themselves and
 * administrators): another member's view of the profile does not carry those fields at all.
 */
export function ContactCard({ member }: { member: MemberView }) {
  const { t } = useTranslation('people');
  const none = <span className="profile-contact-none">{t('details.none')}</span>;
  const sees = 'phone' in member;
  const place = [member.address, [member.postCode, member.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <Card title={t('profile.contact')}>
      <ul className="profile-contact" data-testid="profile-contact">
        <ContactRow icon={<MailOutlined />} label={t('details.email')}>
          {member.email ? <a href={`mailto:${member.email}`}>{member.email}</a> : none}
        </ContactRow>
        {sees && (
          <ContactRow icon={<PhoneOutlined />} label={t('details.phone')}>
            {member.phone ? (
              <a href={`tel:${member.phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                {member.phone}
              </a>
            ) : (
              none
            )}
          </ContactRow>
        )}
        {sees && (
          <ContactRow icon={<EnvironmentOutlined />} label={t('details.address')}>
            {place ? <bdi>{place}</bdi> : none}
          </ContactRow>
        )}
        <ContactRow icon={<GlobalOutlined />} label={t('details.website')}>
          {member.website ? (
            <a href={member.website} target="_blank" rel="noopener noreferrer" dir="ltr">
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
