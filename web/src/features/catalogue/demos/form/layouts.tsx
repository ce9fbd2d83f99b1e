import { Button, Flex, Form, type FormProps, Input, Radio, Select } from 'antd';
import { useState } from 'react';

type Layout = NonNullable<FormProps['layout']>;

export default function FormLayouts() {
  const [layout, setLayout] = useState<Layout>('horizontal');
  const horizontal = layout === 'horizontal';
  return (
    <Flex vertical gap="middle">
      <Radio.Group
        aria-label="Form layout"
        optionType="button"
        value={layout}
        onChange={(e) => setLayout(e.target.value)}
        options={['horizontal', 'vertical', 'inline']}
      />
      <Form
        name="inviteMember"
        layout={layout}
        labelCol={horizontal ? { xs: { span: 24 }, sm: { span: 6 } } : undefined}
        wrapperCol={horizontal ? { xs: { span: 24 }, sm: { span: 18 } } : undefined}
      >
        <Form.Item label="Full name" name="fullName" rules={[{ required: true }]}>
          <Input placeholder="Aiko Tanaka" />
        </Form.Item>
        <Form.Item label="Role" name="role" initialValue="editor">
          <Select
            style={{ minWidth: 120 }}
            options={[
              { value: 'admin', label: 'Admin' },
              { value: 'editor', label: 'Editor' },
              { value: 'viewer', label: 'Viewer' },
            ]}
          />
        </Form.Item>
        {/* Lined up with the fields beside their labels; full width on a phone, where labels sit above */}
        <Form.Item
          label={null}
          wrapperCol={horizontal ? { xs: { span: 24 }, sm: { span: 18, offset: 6 } } : undefined}
        >
          <Button type="primary" htmlType="submit">
            Send invite
          </Button>
        </Form.Item>
      </Form>
    </Flex>
  );
}
