import type { MemberStatus, Role } from '@atrium/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const ROLE_COLORS: Record<Role, string> = { admin: 'geekblue', manager: 'purple', member: 'default' };

export function RoleTag({ role }: { role: Role }) {
  const { t } = useTranslation('people');
  return <Tag color={ROLE_COLORS[role]}>{t(`role.${role}`)}</Tag>;
}

export function StatusTag({ status }: { status: MemberStatus }) {
  const { t } = useTranslation('people');
  return <Tag color={status === 'active' ? 'green' : 'red'}>{t(`status.${status}`)}</Tag>;
}
