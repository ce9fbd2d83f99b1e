import { App, Button, Form, Input, Switch } from 'antd';

export default function FormDependentFields() {
  const { message } = App.useApp();
  return (
    <Form
      name="checkoutAddress"
      layout="vertical"
      initialValues={{ sameAddress: true }}
      onFinish={() => message.success('Addresses saved')}
    >
      <Form.Item label="Shipping address" name="shipping" rules={[{ required: true }]}>
        <Input.TextArea rows={2} placeholder="12 Rue de la République, 69002 Lyon" />
      </Form.Item>
      <Form.Item label="Bill to the shipping address" name="sameAddress" valuePropName="checked">
        <Switch />
      </Form.Item>
      {/* Re-rendered only when the switch changes, not on every keystroke elsewhere. */}
      <Form.Item noStyle shouldUpdate={(prev, next) => prev.sameAddress !== next.sameAddress}>
        {({ getFieldValue }) =>
          getFieldValue('sameAddress') ? null : (
            <Form.Item label="Billing address" name="billing" rules={[{ required: true }]}>
              <Input.TextArea rows={2} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item label="Company" name="company">
        <Input placeholder="Moreau & Fils" />
      </Form.Item>
      {/* dependencies: typing a company re-checks the VAT number, which becomes required. */}
      <Form.Item
        label="VAT number"
        name="vat"
        dependencies={['company']}
        rules={[({ getFieldValue }) => ({ required: Boolean(getFieldValue('company')) })]}
      >
        <Input placeholder="FR40303265045" />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        Save addresses
      </Button>
    </Form>
  );
}
