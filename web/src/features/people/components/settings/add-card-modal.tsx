import { CreditCardOutlined } from '@ant-design/icons';
import { cardBrandOf, luhnValid } from '@atrium/contracts/card-rules';
import { Alert, App, Button, Col, Flex, Form, Input, Modal, Row, Tag, theme } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../../lib/api-errors';
import { useAddCardMutation } from '../../api';
import { applyFieldErrors } from './shared';

type FormValues = { holder: string; number: string; expiry: string; cvv: string };
const FORM_FIELDS = ['holder', 'number', 'expiry', 'cvv'] as const;
const HOLDER_MAX = 80;

/** The digits of a card number as typed (spaces and dashes dropped). */
export const cardDigitsOf = (value: string | undefined) => (value ?? '').replace(/[\s-]/g, '');

/** "MM/YY", "MM/YYYY", "MMYY" → month and four-digit year; null when it is not a date. */
export function parseExpiry(value: string | undefined): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*[/-]?\s*(\d{4}|\d{2})\s*$/.exec(value ?? '');
  if (!match) return null;
  const [, mm = '', yy = ''] = match;
  const month = Number(mm);
  const year = yy.length === 2 ? 2000 + Number(yy) : Number(yy);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is valid through the last day of its expiry month (the API's rule). */
export function isExpired({ month, year }: { month: number; year: number }, now = new Date()) {
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/**
 * "Add new card": the full number and the CVV live only in this form's state. The request is dropped from the
 * store as soon as it settles, and the form is emptied (and destroyed) on close.
 */
export function AddCardModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('settings');
  const apiErrors = useApiErrors();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [form] = Form.useForm<FormValues>();
  const [addCard, { isLoading, reset }] = useAddCardMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const close = () => {
    form.resetFields();
    setFailure(null);
    onClose();
  };

  const numberRule: Rule = {
    validator: async (_, value: string | undefined) => {
      const d = cardDigitsOf(value);
      if (!d) return;
      if (!/^\d{12,19}$/.test(d)) throw new Error(t('billing.numberFormat'));
      if (!luhnValid(d)) throw new Error(t('billing.numberInvalid'));
    },
  };
  const expiryRule: Rule = {
    validator: async (_, value: string | undefined) => {
      if (!value?.trim()) return;
      const expiry = parseExpiry(value);
      if (!expiry) throw new Error(t('billing.expiryFormat'));
      if (isExpired(expiry)) throw new Error(t('billing.expired'));
    },
  };

  const onFinish = async (values: FormValues) => {
    const expiry = parseExpiry(values.expiry);
    if (!expiry) return;
    setFailure(null);
    try {
      await addCard({
        holder: values.holder.trim(),
        number: cardDigitsOf(values.number),
        expMonth: expiry.month,
        expYear: expiry.year,
        cvv: values.cvv,
      }).unwrap();
    } catch (error) {
      const fields = apiErrors.fields(error);
      const unmatched = applyFieldErrors(form, fields, FORM_FIELDS, {
        expMonth: 'expiry',
        expYear: 'expiry',
      });
      if (Object.keys(fields).length === 0 || unmatched.length > 0) {
        setFailure(unmatched.join(' ') || apiErrors.message(error));
      }
      return;
    } finally {
      // The mutation's state keeps its arguments (the full number and CVV): drop it once settled.
      reset();
    }
    message.success(t('billing.added'));
    close();
  };

  return (
    <Modal
      open={open}
      title={t('billing.addTitle')}
      onCancel={close}
      footer={null}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<FormValues> form={form} layout="vertical" onFinish={onFinish} autoComplete="on">
        <Form.Item
          name="holder"
          label={t('billing.holder')}
          rules={[{ required: true, whitespace: true }, { min: 2 }, { max: HOLDER_MAX }]}
        >
          <Input autoComplete="cc-name" maxLength={HOLDER_MAX} />
        </Form.Item>
        <Form.Item
          name="number"
          label={t('billing.number')}
          validateFirst
          rules={[{ required: true }, numberRule]}
          extra={<DetectedBrand />}
        >
          <Input
            autoComplete="cc-number"
            inputMode="numeric"
            maxLength={23}
            dir="ltr"
            placeholder="0000 0000 0000 0000"
            prefix={<CreditCardOutlined />}
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="expiry"
              label={t('billing.expiry')}
              validateFirst
              rules={[{ required: true }, expiryRule]}
            >
              <Input
                autoComplete="cc-exp"
                inputMode="numeric"
                placeholder={t('billing.expiryPlaceholder')}
                maxLength={7}
                dir="ltr"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="cvv"
              label={t('billing.cvv')}
              validateFirst
              rules={[{ required: true }, { pattern: /^\d{3,4}$/, message: t('billing.cvvFormat') }]}
            >
              <Input type="password" autoComplete="cc-csc" inputMode="numeric" maxLength={4} dir="ltr" />
            </Form.Item>
          </Col>
        </Row>
        {failure && (
          <Alert
            type="error"
            showIcon
            title={t('billing.addFailed')}
            description={failure}
            style={{ marginBlockEnd: token.marginLG }}
          />
        )}
        <Flex justify="end" gap={token.marginSM}>
          <Button onClick={close}>{t('shared.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('billing.submit')}
          </Button>
        </Flex>
      </Form>
    </Modal>
  );
}

/** The brand of the number being typed (read by screen readers as it changes). */
function DetectedBrand() {
  const { t } = useTranslation('settings');
  const digits = cardDigitsOf(Form.useWatch('number'));
  const brand = digits.length >= 2 ? cardBrandOf(digits) : 'other';
  return (
    <span aria-live="polite">
      {brand !== 'other' && (
        <>
          {t('billing.detected')} <Tag>{t(`billing.brands.${brand}`)}</Tag>
        </>
      )}
    </span>
  );
}
