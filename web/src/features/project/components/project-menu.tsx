import { DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined } from '@ant-design/icons';
import type { Project } from '@atrium/contracts';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';

type Props = {
  project: Project;
  onView: () => void;
  onEdit: () => void;
  onDelete: () => void;
};

/** A project's card menu: View (its board), Edit, and Delete for its owner or an administrator only. */
export function ProjectMenu({ project, onView, onEdit, onDelete }: Props) {
  const { t } = useTranslation('project');
  const items: MenuProps['items'] = [
    { key: 'view', icon: <EyeOutlined aria-hidden />, label: t('project.view') },
    { key: 'edit', icon: <EditOutlined aria-hidden />, label: t('project.edit') },
    {
      key: 'delete',
      icon: <DeleteOutlined aria-hidden />,
      danger: project.canManage,
      disabled: !project.canManage,
      label: project.canManage ? (
        t('project.delete')
      ) : (
        <span className="pj-menu-disabled">
          {t('project.delete')}
          <span className="pj-menu-reason">{t('project.manageOnly')}</span>
        </span>
      ),
    },
  ];
  const actions: Record<string, () => void> = { view: onView, edit: onEdit, delete: onDelete };
  return (
    <Dropdown
      trigger={['click']}
      menu={{ items, onClick: ({ key }) => actions[key]?.() }}
      placement="bottomRight"
    >
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined aria-hidden />}
        aria-label={t('project.menu', { name: project.name })}
        data-testid="project-menu"
      />
    </Dropdown>
  );
}
