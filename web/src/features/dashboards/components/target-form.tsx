import { MONTHLY_TARGET_MAX } from '@atrium/contracts/dashboard-rules';
import { Alert, Button, Form, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../lib/api-errors';
import { useSetMonthlyTargetMutation } from '../api';
import { useDashboardFormat } from './format';

type Values = { target: number | null };

/**
 * The monthly target editor (Managers and Admins). Loaded on demand (Form and InputNumber are ~18 KB gzip that members
 * never need). Field errors come from the form rules first, then from the server's 400 `fields`.
 */
export default function TargetForm({ target, onDone }: { target: number; onDone: () => void }) {
  const { t } = useTranslation('dashboards');
  const { currency } = useDashboardFormat();
  const apiErrors = useApiErrors();
  const [form] = Form.useForm<Values>();
  const [save, { isLoading, error, reset }] = useSetMonthlyTargetMutation();
  const fields = error ? apiErrors.fields(error) : {};

  const submit = async ({ target: value }: Values) => {
    const result = await save({ target: value ?? 0 });
    if (!('error' in result)) onDone();
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ target: target || null }}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => error && reset()}
      style={{ marginBlockStart: 16 }}
      requiredMark={false}
    >
      <Form.Item
        name="target"
        label={t('target.amount')}
        rules={[
          { required: true, message: t('target.required') },
          { type: 'number', min: 0, message: t('target.negative') },
          {
            type: 'number',
            max: MONTHLY_TARGET_MAX,
            message: t('target.tooLarge', { max: currency(MONTHLY_TARGET_MAX) }),
          },
        ]}
        validateStatus={fields.target ? 'error' : undefined}
        help={fields.target}
      >
        <InputNumber<number> prefix="$" step={1000} precision={2} style={{ width: '100%' }} autoFocus />
      </Form.Item>
      {error && !fields.target && (
        <Alert type="error" showIcon title={apiErrors.message(error)} style={{ marginBlockEnd: 12 }} />
      )}
      <Space>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('target.save')}
        </Button>
        <Button onClick={onDone}>{t('target.cancel')}</Button>
      </Space>
    </Form>
  );
}
