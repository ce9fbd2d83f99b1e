import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Days left until a project is due, as the server counted them: red once overdue, orange in the last week. */
export function DaysLeftTag({ daysLeft }: { daysLeft: number | null }) {
  const { t } = useTranslation('project');
  if (daysLeft === null)
    return (
      <Tag>
        <bdi>{t('project.due.none')}</bdi>
      </Tag>
    );
  const text =
    daysLeft < 0
      ? t('project.due.overdue', { count: -daysLeft })
      : daysLeft === 0
        ? t('project.due.today')
        : t('project.due.left', { count: daysLeft });
  const color = daysLeft < 0 ? 'error' : daysLeft <= 7 ? 'warning' : 'default';
  return (
    <Tag color={color} icon={<ClockCircleOutlined aria-hidden />} data-overdue={daysLeft < 0 || undefined}>
      {/* Isolated: right to left, "48 jours restants" would otherwise read "jours restants 48". */}
      <bdi>{text}</bdi>
    </Tag>
  );
}
