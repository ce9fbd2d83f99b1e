import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Flex, Form, InputNumber, Select, Typography } from 'antd';

const PRODUCTS = [
  { value: 'lamp', label: 'Aurora desk lamp', price: 248 },
  { value: 'throw', label: 'Linen throw', price: 89 },
  { value: 'table', label: 'Oak side table', price: 320 },
];

type Line = { product?: string; qty?: number };

export default function FormOrderLines() {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ lines: Line[] }>();
  const lines = Form.useWatch('lines', form) ?? [];
  const total = lines.reduce(
    (sum, line) => sum + (PRODUCTS.find((p) => p.value === line?.product)?.price ?? 0) * (line?.qty ?? 0),
    0,
  );
  return (
    <Form
      form={form}
      name="orderLines"
      initialValues={{ lines: [{ product: 'lamp', qty: 1 }] }}
      onFinish={(order) => message.success(`Order #1042 saved with ${order.lines.length} line(s)`)}
    >
      <Form.List name="lines">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }, index) => (
              // messageVariables names the field in antd's messages, as a label would.
              <Flex key={key} gap="small" align="baseline">
                <Form.Item
                  name={[name, 'product']}
                  rules={[{ required: true }]}
                  messageVariables={{ label: 'Product' }}
                  style={{ flex: 1, minWidth: 0 }}
                >
                  <Select
                    aria-label={`Product, line ${index + 1}`}
                    placeholder="Product"
                    options={PRODUCTS}
                  />
                </Form.Item>
                <Form.Item
                  name={[name, 'qty']}
                  rules={[{ required: true }]}
                  messageVariables={{ label: 'Qty' }}
                >
                  <InputNumber aria-label={`Qty, line ${index + 1}`} min={1} max={99} style={{ width: 72 }} />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={`Remove line ${index + 1}`}
                  disabled={fields.length === 1}
                  onClick={() => remove(name)}
                />
              </Flex>
            ))}
            <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ qty: 1 })}>
              Add line
            </Button>
          </>
        )}
      </Form.List>
      <Flex justify="space-between" align="center" style={{ marginBlockStart: 16 }}>
        <Typography.Text strong>Total ${total.toFixed(2)}</Typography.Text>
        <Button type="primary" htmlType="submit">
          Save order
        </Button>
      </Flex>
    </Form>
  );
}
