import type { Order } from '@atrium/contracts';
import { REMARK_MAX } from '@atrium/contracts/catalog-rules';
import { Alert, App, Input, Modal, Typography } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/load-error';
import { useApiErrors } from '../../../lib/api-errors';
import { useSaveRemarkMutation } from '../api';

/** "Add to remark": edits an order's remark; a failure is shown in the dialog and the text is kept. */
export function OrderRemarkModal({ order, onClose }: { order: Order | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const apiErrors = useApiErrors();
  const [saveRemark, { isLoading }] = useSaveRemarkMutation();
  const [text, setText] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();

  useEffect(() => {
    if (order) {
      setText(order.remark ?? '');
      setFailure(null);
    }
  }, [order]);

  const save = async () => {
    if (!order) return;
    setFailure(null);
    try {
      await saveRemark({ id: order.id, remark: text.trim() }).unwrap();
      message.success(t('remark.saved', { id: order.id }));
      onClose();
    } catch (e) {
      const fieldMessage = apiErrors.fields(e).remark;
      setFailure(fieldMessage ?? errorText(e));
    }
  };

  return (
    <Modal
      open={order !== null}
      title={order ? t('remark.title', { id: order.id }) : ''}
      okText={t('remark.save')}
      cancelText={t('remark.cancel')}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={isLoading}
      okButtonProps={{ disabled: text.length > REMARK_MAX }}
      destroyOnHidden
      data-testid="order-remark-modal"
    >
      <Typography.Paragraph type="secondary">
        <label htmlFor={inputId}>{t('remark.label')}</label>
      </Typography.Paragraph>
      <Input.TextArea
        id={inputId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={REMARK_MAX}
        showCount
        autoSize={{ minRows: 4, maxRows: 10 }}
        placeholder={t('remark.placeholder')}
        status={failure ? 'error' : undefined}
        aria-invalid={failure ? true : undefined}
      />
      {failure && (
        <Alert
          type="error"
          showIcon
          title={t('remark.failed')}
          description={failure}
          style={{ marginTop: 16 }}
        />
      )}
    </Modal>
  );
}
