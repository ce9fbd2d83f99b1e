import {
  DeleteOutlined,
  DownOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  RollbackOutlined,
  StarFilled,
  StarOutlined,
  TagOutlined,
} from '@ant-design/icons';
import type { MailBulkAction, MailLabel } from '@atrium/contracts';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelName } from '../labels';

type Props = {
  /** In Deleted: Restore and Delete forever instead of Delete. */
  inDeleted: boolean;
  labels: MailLabel[];
  count: number;
  busy: boolean;
  onAction: (action: MailBulkAction, labelId?: string) => void;
};

/** What can be done to the selected mail at once. Delete forever asks first. */
export function BulkActions({ inDeleted, labels, count, busy, onAction }: Props) {
  const { t } = useTranslation('mail');
  const { modal } = App.useApp();

  const labelItems = (action: 'label' | 'unlabel'): MenuProps['items'] =>
    labels.map((l) => ({
      key: `${action}:${l.id}`,
      label: labelName(l, t),
      icon: <span className="mail-dot" style={{ background: l.color }} aria-hidden />,
    }));
  const labelMenu: MenuProps = {
    items: [
      { key: 'label', label: t('bulk.applyLabel'), children: labelItems('label') },
      { key: 'unlabel', label: t('bulk.removeLabel'), children: labelItems('unlabel') },
    ],
    onClick: ({ key }) => {
      const [action, labelId] = key.split(':') as ['label' | 'unlabel', string];
      onAction(action, labelId);
    },
  };

  const purge = () =>
    modal.confirm({
      title: t('bulk.purgeTitle', { count }),
      content: t('bulk.purgeText'),
      okText: t('bulk.purge'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: () => onAction('purge'),
    });

  const action = (key: MailBulkAction, icon: React.ReactNode, danger = false) => (
    <Button size="small" icon={icon} danger={danger} disabled={busy} onClick={() => onAction(key)}>
      {t(`bulk.${key}`)}
    </Button>
  );

  return (
    <fieldset className="mail-bulk">
      <legend className="visually-hidden">{t('bulk.label', { count })}</legend>
      {action('read', <EyeOutlined aria-hidden />)}
      {action('unread', <EyeInvisibleOutlined aria-hidden />)}
      {action('star', <StarOutlined aria-hidden />)}
      {action('unstar', <StarFilled aria-hidden />)}
      <Dropdown menu={labelMenu} trigger={['click']} disabled={busy || labels.length === 0}>
        <Button size="small" icon={<TagOutlined aria-hidden />}>
          {t('bulk.labels')} <DownOutlined aria-hidden />
        </Button>
      </Dropdown>
      {inDeleted ? (
        <>
          {action('restore', <RollbackOutlined aria-hidden />)}
          <Button size="small" danger icon={<DeleteOutlined aria-hidden />} disabled={busy} onClick={purge}>
            {t('bulk.purge')}
          </Button>
        </>
      ) : (
        action('delete', <DeleteOutlined aria-hidden />, true)
      )}
    </fieldset>
  );
}
