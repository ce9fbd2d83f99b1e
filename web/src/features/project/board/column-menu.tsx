import { DeleteOutlined, EditOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { columnName } from '../names';
import type { ColumnView } from './board-model';
import { DeleteColumnModal, RenameColumnModal } from './column-dialogs';

type Props = { projectId: string; column: ColumnView; columns: ColumnView[] };

/** A column's menu: Rename, and Delete (not for a board's last column). */
export function ColumnMenu({ projectId, column, columns }: Props) {
  const { t } = useTranslation('project');
  const [dialog, setDialog] = useState<'rename' | 'delete' | null>(null);
  const last = columns.length <= 1;
  const items: MenuProps['items'] = [
    { key: 'rename', icon: <EditOutlined aria-hidden />, label: t('board.column.rename') },
    {
      key: 'delete',
      icon: <DeleteOutlined aria-hidden />,
      danger: !last,
      disabled: last,
      label: last ? (
        <span className="pj-menu-disabled">
          {t('board.column.delete')}
          <span className="pj-menu-reason">{t('board.deleteColumn.last')}</span>
        </span>
      ) : (
        t('board.column.delete')
      ),
    },
  ];
  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        menu={{ items, onClick: ({ key }) => setDialog(key as 'rename' | 'delete') }}
      >
        <Button
          type="text"
          size="small"
          icon={<MoreOutlined aria-hidden />}
          aria-label={t('board.column.menu', { name: columnName(column, t) })}
        />
      </Dropdown>
      {dialog === 'rename' && (
        <RenameColumnModal projectId={projectId} column={column} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <DeleteColumnModal
          projectId={projectId}
          column={column}
          columns={columns}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
