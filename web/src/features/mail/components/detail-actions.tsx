import {
  DeleteOutlined,
  RetweetOutlined,
  RollbackOutlined,
  StarFilled,
  StarOutlined,
  TagOutlined,
} from '@ant-design/icons';
import type { MailLabel, MailMessage } from '@atrium/contracts';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../lib/api-errors';
import { useUpdateMailMutation } from '../api';
import { labelName } from '../labels';
import type { ReplyMode } from '../model';
import { LabelDots } from './label-dots';

type Props = {
  message: MailMessage;
  labels: MailLabel[];
  onReply: (mode: ReplyMode) => void;
  /** Moves to Deleted, or (already there) deletes forever. */
  onDelete: () => void;
  onRestore?: () => void;
};

/** The opened message's star, labels (checked in a menu), Reply, Reply all, Forward, and Delete or Restore. */
export function DetailActions({ message, labels, onReply, onDelete, onRestore }: Props) {
  const { t } = useTranslation('mail');
  const { message: toast } = App.useApp();
  const apiErrors = useApiErrors();
  const [update] = useUpdateMailMutation();
  const change = (changes: { starred?: boolean; labelIds?: string[] }) =>
    update({ id: message.id, changes })
      .unwrap()
      .catch((error) => toast.error(apiErrors.message(error)));
  const toggleLabel = (id: string) =>
    change({
      labelIds: message.labelIds.includes(id)
        ? message.labelIds.filter((l) => l !== id)
        : [...message.labelIds, id],
    });

  return (
    <div className="mail-detail-actions">
      <Button
        type="text"
        className={message.starred ? 'mail-star-on' : undefined}
        icon={message.starred ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
        aria-pressed={message.starred}
        aria-label={t('detail.star')}
        title={t('detail.star')}
        onClick={() => change({ starred: !message.starred })}
      />
      <Dropdown
        trigger={['click']}
        menu={{
          items: labels.map((l) => ({
            key: l.id,
            label: labelName(l, t),
            icon: <span className="mail-dot" style={{ background: l.color }} aria-hidden />,
            role: 'menuitemcheckbox',
            'aria-checked': message.labelIds.includes(l.id),
          })),
          selectable: true,
          multiple: true,
          selectedKeys: message.labelIds,
          onClick: ({ key }) => toggleLabel(key),
        }}
      >
        <Button
          type="text"
          icon={<TagOutlined aria-hidden />}
          aria-label={t('detail.labels')}
          title={t('detail.labels')}
        />
      </Dropdown>
      <LabelDots ids={message.labelIds} labels={labels} />
      <span className="mail-detail-spacer" />
      {!message.deleted && (
        <>
          <Button
            icon={<RollbackOutlined className="mail-flip" aria-hidden />}
            onClick={() => onReply('reply')}
          >
            {t('detail.reply')}
          </Button>
          <Button onClick={() => onReply('replyAll')}>{t('detail.replyAll')}</Button>
          <Button icon={<RetweetOutlined aria-hidden />} onClick={() => onReply('forward')}>
            {t('detail.forward')}
          </Button>
        </>
      )}
      {onRestore && (
        <Button icon={<RollbackOutlined aria-hidden />} onClick={onRestore}>
          {t('bulk.restore')}
        </Button>
      )}
      <Button danger icon={<DeleteOutlined aria-hidden />} onClick={onDelete}>
        {message.deleted ? t('bulk.purge') : t('detail.delete')}
      </Button>
    </div>
  );
}
