import { App, AutoComplete, Button, Form, Input, InputNumber, Select } from 'antd';

const STATUSES = ['pending', 'paid', 'shipped', 'delivered'];

// Deliberately wrong values, so that "Validate all" shows every kind of message at once. No rule sets a
// `message`: antd writes it from the rule and the label, in the language of the ConfigProvider's locale.
const WRONG_VALUES = {
  status: 'lost',
  discountCode: '   ',
  deliveryDate: '31/02/2026',
  website: 'atrium shop',
  quantity: 0,
  unitsPerBox: 2.5,
  countryCode: 'FRA',
  giftMessage: 'Happy birthday, Aiko! Enjoy the new desk lamp.',
  tags: ['gift', 'fragile', 'express', 'bulky'],
  sku: 'lamp-42',
};

export default function FormValidationMessages() {
  const { message } = App.useApp();
  return (
    <Form
      name="orderCheck"
      layout="vertical"
      initialValues={WRONG_VALUES}
      onFinish={() => message.success('Every field is valid')}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', columnGap: 16 }}
    >
      <Form.Item label="Customer name" name="customerName" rules={[{ required: true }, { min: 3 }]}>
        <Input />
      </Form.Item>
      <Form.Item label="E-mail" name="email" rules={[{ required: true }, { type: 'email' }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Warehouse" name="warehouse" rules={[{ required: true }]}>
        <Select
          options={[
            { value: 'lyon', label: 'Lyon' },
            { value: 'rotterdam', label: 'Rotterdam' },
          ]}
        />
      </Form.Item>
      <Form.Item label="Status" name="status" rules={[{ type: 'enum', enum: STATUSES }]}>
        <AutoComplete options={STATUSES.map((value) => ({ value }))} />
      </Form.Item>
      <Form.Item label="Discount code" name="discountCode" rules={[{ whitespace: true }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Delivery date" name="deliveryDate" rules={[{ type: 'date' }]}>
        <Input placeholder="2026-03-14" />
      </Form.Item>
      <Form.Item label="Website" name="website" rules={[{ type: 'url' }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Quantity" name="quantity" rules={[{ type: 'number', min: 1, max: 99 }]}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="Units per box" name="unitsPerBox" rules={[{ type: 'integer' }]}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="Country code" name="countryCode" rules={[{ len: 2 }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Gift message" name="giftMessage" rules={[{ max: 40 }]}>
        <Input />
      </Form.Item>
      <Form.Item label="Tags" name="tags" rules={[{ type: 'array', min: 1, max: 3 }]}>
        <Select
          mode="multiple"
          options={['gift', 'fragile', 'express', 'bulky'].map((tag) => ({ value: tag, label: tag }))}
        />
      </Form.Item>
      <Form.Item label="SKU" name="sku" rules={[{ pattern: /^[A-Z]{3}-\d{4}$/ }]}>
        <Input placeholder="LMP-0042" />
      </Form.Item>
      <Form.Item style={{ gridColumn: '1 / -1' }}>
        <Button type="primary" htmlType="submit">
          Validate all
        </Button>
      </Form.Item>
    </Form>
  );
}
