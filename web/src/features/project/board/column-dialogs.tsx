import { Alert, App, Form, Input, Modal, Radio, Select } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../lib/api-errors';
import { useAddColumnMutation, useDeleteColumnMutation, useRenameColumnMutation } from '../api';
import { useProjectColours } from '../colours';
import { BOARD_COLUMN_NAME_MAX } from '../limits';
import { columnName } from '../names';
import type { ColumnView } from './board-model';

type NameProps = {
  title: string;
  okText: string;
  initial: string;
  busy: boolean;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
};

/** A column's name in a dialog (Add column, Rename): the contract's limit as one types, the server's refusal shown. */
function ColumnNameModal({ title, okText, initial, busy, onSubmit, onClose }: NameProps) {
  const { t } = useTranslation('project');
  const errors = useApiErrors();
  const colours = useProjectColours();
  const [form] = Form.useForm<{ name: string }>();
  const [failure, setFailure] = useState<string | null>(null);
  // The form validates before it submits: a second click meanwhile is not a second request.
  const sending = useRef(false);
  const submit = async ({ name }: { name: string }) => {
    if (busy || sending.current) return;
    sending.current = true;
    try {
      await onSubmit(name.trim());
      onClose();
    } catch (e) {
      const field = errors.fields(e).name;
      if (field) form.setFields([{ name: 'name', errors: [field] }]);
      else setFailure(errors.message(e));
      // Only a refusal lets the form be sent again; a saved one closes.
      sending.current = false;
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={okText}
      cancelText={t('form.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      styles={{ body: colours }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ name: initial }} onFinish={submit}>
        <Form.Item
          name="name"
          label={t('board.columnName')}
          rules={[
            { required: true, whitespace: true, message: t('form.required') },
            { max: BOARD_COLUMN_NAME_MAX, message: t('form.tooLong', { max: BOARD_COLUMN_NAME_MAX }) },
          ]}
        >
          <Input autoFocus />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} />}
      </Form>
    </Modal>
  );
}

export function AddColumnModal({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const { t } = useTranslation('project');
  const [add, { isLoading }] = useAddColumnMutation();
  return (
    <ColumnNameModal
      title={t('board.addColumn')}
      okText={t('board.add')}
      initial=""
      busy={isLoading}
      onSubmit={(name) => add({ projectId, name }).unwrap()}
      onClose={onClose}
    />
  );
}

type ColumnProps = { projectId: string; column: ColumnView; onClose: () => void };

export function RenameColumnModal({ projectId, column, onClose }: ColumnProps) {
  const { t } = useTranslation('project');
  const [rename, { isLoading }] = useRenameColumnMutation();
  const name = columnName(column, t);
  return (
    <ColumnNameModal
      title={t('board.column.renameTitle', { name })}
      okText={t('form.save')}
      initial={name}
      busy={isLoading}
      onSubmit={(next) => rename({ projectId, id: column.id, name: next }).unwrap()}
      onClose={onClose}
    />
  );
}

/** Delete column: asks first; a column with cards moves them to another column (at its end) or deletes them. */
export function DeleteColumnModal({
  projectId,
  column,
  columns,
  onClose,
}: ColumnProps & { columns: ColumnView[] }) {
  const { t } = useTranslation('project');
  const { message } = App.useApp();
  const errors = useApiErrors();
  const colours = useProjectColours();
  const others = columns.filter((c) => c.id !== column.id);
  const [what, setWhat] = useState<'move' | 'delete'>('move');
  const [to, setTo] = useState(others[0]?.id);
  const [remove, { isLoading, error }] = useDeleteColumnMutation();
  const name = columnName(column, t);
  const hasCards = column.cardCount > 0;

  const confirm = async () => {
    if (isLoading) return;
    try {
      await remove({
        projectId,
        id: column.id,
        ...(hasCards && what === 'move' ? { cards: 'move' as const, to } : { cards: 'delete' as const }),
      }).unwrap();
      message.success(t('board.deleteColumn.done', { name }));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Modal
      open
      title={t('board.deleteColumn.title', { name })}
      okText={t('board.deleteColumn.confirm')}
      okButtonProps={{ danger: true, disabled: hasCards && what === 'move' && !to }}
      cancelText={t('form.cancel')}
      onOk={() => void confirm()}
      onCancel={onClose}
      confirmLoading={isLoading}
      styles={{ body: colours }}
    >
      <p>
        {hasCards
          ? t('board.deleteColumn.cards', { count: column.cardCount })
          : t('board.deleteColumn.empty')}
      </p>
      {hasCards && (
        <Radio.Group
          className="pj-delete-choice"
          value={what}
          onChange={(e) => setWhat(e.target.value)}
          aria-label={t('board.deleteColumn.what')}
        >
          <Radio value="move">{t('board.deleteColumn.moveCards')}</Radio>
          {what === 'move' && (
            <Select
              className="pj-full-width"
              value={to}
              onChange={setTo}
              aria-label={t('board.deleteColumn.moveTo')}
              options={others.map((c) => ({ value: c.id, label: columnName(c, t) }))}
            />
          )}
          <Radio value="delete">{t('board.deleteColumn.deleteCards', { count: column.cardCount })}</Radio>
        </Radio.Group>
      )}
      {error ? <Alert type="error" showIcon title={errors.message(error)} /> : null}
    </Modal>
  );
}
