import { MAIL_LABEL_NAME_MAX, MAIL_LABELS_MAX, type MailLabel } from '@atrium/contracts';
import { App, Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../lib/api-errors';
import { useCreateLabelMutation, useDeleteLabelMutation, useUpdateLabelMutation } from '../api';
import { useMailColours } from '../colours';
import { labelName } from '../labels';
import { LabelEditor } from './label-editor';

/**
 * Manage labels: the system labels (Works, Private, Important) as they are, each of the member's own to rename,
 * recolour or delete, and a new one.
 */
export function LabelManager({ labels, onClose }: { labels: MailLabel[]; onClose: () => void }) {
  const { t } = useTranslation('mail');
  const { message, modal } = App.useApp();
  const apiErrors = useApiErrors();
  const [create] = useCreateLabelMutation();
  const [update] = useUpdateLabelMutation();
  const [remove] = useDeleteLabelMutation();
  const colours = useMailColours();
  const own = labels.filter((l) => !l.system);
  const system = labels.filter((l) => l.system);

  /** Runs a save; the server's refusal comes back as the name field's message. */
  const saving = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      message.success(done);
      return null;
    } catch (error) {
      const fields = apiErrors.fields(error);
      return fields.name ?? fields.color ?? apiErrors.message(error);
    }
  };

  const confirmDelete = (label: MailLabel) =>
    modal.confirm({
      title: t('labels.deleteTitle', { name: label.name }),
      content: t('labels.deleteText'),
      okText: t('labels.delete'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        try {
          await remove(label.id).unwrap();
          message.success(t('labels.deleted'));
        } catch (error) {
          message.error(apiErrors.message(error));
        }
      },
    });

  return (
    <Modal
      open
      title={t('labels.manage')}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('actions.close')}</Button>}
      destroyOnHidden
      styles={{ body: colours }}
    >
      <ul className="mail-label-fixed" aria-label={t('labels.system.title')}>
        {system.map((l) => (
          <li key={l.id}>
            <span className="mail-dot" style={{ background: l.color }} aria-hidden />
            {labelName(l, t)}
          </li>
        ))}
      </ul>
      <h3 className="mail-label-heading">{t('labels.own')}</h3>
      {own.length === 0 && <p className="mail-muted">{t('labels.none')}</p>}
      {own.map((label) => (
        <LabelEditor
          key={label.id}
          label={label}
          maxName={MAIL_LABEL_NAME_MAX}
          onSave={(name, color) =>
            saving(() => update({ id: label.id, name, color }).unwrap(), t('labels.saved'))
          }
          onDelete={() => confirmDelete(label)}
        />
      ))}
      {own.length < MAIL_LABELS_MAX && (
        <>
          <h3 className="mail-label-heading">{t('labels.add')}</h3>
          <LabelEditor
            maxName={MAIL_LABEL_NAME_MAX}
            onSave={(name, color) => saving(() => create({ name, color }).unwrap(), t('labels.created'))}
          />
        </>
      )}
    </Modal>
  );
}
