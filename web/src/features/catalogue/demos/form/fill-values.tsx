import { Button, DatePicker, Flex, Form, Input, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

type Order = { number: string; customer?: string; status: string; shipBy?: Dayjs; note?: string };

const CUSTOMERS = ['Mina Park', 'Jonas Weber', 'Lucas Moreau'].map((name) => ({ value: name, label: name }));
const STATUSES = ['pending', 'paid', 'shipped'].map((status) => ({ value: status, label: status }));

export default function FormFillValues() {
  const [form] = Form.useForm<Order>();
  const fillSample = () =>
    form.setFieldsValue({
      customer: 'Mina Park',
      status: 'paid',
      shipBy: dayjs('2026-03-14'),
      note: 'Gift wrap, no invoice in the box',
    });
  return (
    <Form
      form={form}
      name="editOrder"
      layout="vertical"
      initialValues={{ number: '#1042', status: 'pending' }}
    >
      <Flex gap="middle" wrap>
        <Form.Item label="Order" name="number" style={{ flex: '1 1 120px' }}>
          <Input readOnly />
        </Form.Item>
        <Form.Item label="Status" name="status" style={{ flex: '1 1 120px' }}>
          <Select options={STATUSES} />
        </Form.Item>
      </Flex>
      <Flex gap="middle" wrap>
        <Form.Item label="Customer" name="customer" style={{ flex: '1 1 160px' }}>
          <Select placeholder="Choose a customer" options={CUSTOMERS} />
        </Form.Item>
        <Form.Item label="Ship by" name="shipBy" style={{ flex: '1 1 160px' }}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item label="Note" name="note">
        <Input.TextArea rows={2} />
      </Form.Item>
      <Flex gap="small" wrap>
        <Button type="primary" onClick={fillSample}>
          Fill with sample order
        </Button>
        <Button onClick={() => form.resetFields()}>Reset</Button>
      </Flex>
    </Form>
  );
}
