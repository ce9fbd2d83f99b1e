import { PlusOutlined } from '@ant-design/icons';
import { Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';

type Product = { name: string; price: number; warehouse: string; description?: string };

export default function DrawerForm() {
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Product>();
  const close = () => setOpen(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        New product
      </Button>
      <Drawer
        title="New product"
        open={open}
        onClose={close}
        destroyOnHidden
        extra={
          <Space>
            <Button onClick={close}>Cancel</Button>
            <Button type="primary" onClick={() => form.submit()}>
              Save
            </Button>
          </Space>
        }
      >
        <Form form={form} layout="vertical" initialValues={{ warehouse: 'rotterdam' }} onFinish={close}>
          <Form.Item name="name" label="Name" rules={[{ required: true }]}>
            <Input placeholder="Aurora desk lamp" />
          </Form.Item>
          <Form.Item name="price" label="Price" rules={[{ required: true }]}>
            <InputNumber prefix="$" min={0} step={0.5} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="warehouse" label="Warehouse">
            <Select
              options={[
                { value: 'rotterdam', label: 'Rotterdam' },
                { value: 'lyon', label: 'Lyon' },
                { value: 'osaka', label: 'Osaka' },
              ]}
            />
          </Form.Item>
          <Form.Item name="description" label="Description">
            <Input.TextArea rows={3} />
          </Form.Item>
        </Form>
      </Drawer>
    </>
  );
}
