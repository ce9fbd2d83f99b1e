import { App, Button, Flex, Form, Input, InputNumber, Select, Switch } from 'antd';

type Product = {
  name: string;
  sku: string;
  price: number;
  category: string;
  tags: string[];
  description?: string;
  active: boolean;
};

const CATEGORIES = [
  { value: 'lighting', label: 'Lighting' },
  { value: 'textiles', label: 'Textiles' },
  { value: 'furniture', label: 'Furniture' },
];

export default function FormNewProduct() {
  const { message } = App.useApp();
  const create = (product: Product) => message.success(`${product.name} (${product.sku}) created`);
  return (
    <Form<Product> name="newProduct" layout="vertical" initialValues={{ active: true }} onFinish={create}>
      <Form.Item label="Product name" name="name" rules={[{ required: true }, { max: 60 }]}>
        <Input placeholder="Aurora desk lamp" />
      </Form.Item>
      <Flex gap="middle" wrap>
        <Form.Item
          label="SKU"
          name="sku"
          rules={[{ required: true }, { pattern: /^[A-Z]{3}-\d{4}$/ }]}
          style={{ flex: '1 1 140px' }}
        >
          <Input placeholder="LMP-0042" />
        </Form.Item>
        <Form.Item label="Price" name="price" rules={[{ required: true }]} style={{ flex: '1 1 140px' }}>
          <InputNumber prefix="$" min={0} precision={2} placeholder="248.00" style={{ width: '100%' }} />
        </Form.Item>
      </Flex>
      <Form.Item label="Category" name="category" rules={[{ required: true }]}>
        <Select placeholder="Choose a category" options={CATEGORIES} />
      </Form.Item>
      <Form.Item label="Tags" name="tags">
        <Select
          mode="tags"
          placeholder="new, bestseller…"
          options={[{ value: 'new' }, { value: 'bestseller' }]}
        />
      </Form.Item>
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={3} showCount maxLength={300} />
      </Form.Item>
      <Form.Item label="Active in the shop" name="active" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Flex gap="small">
        <Button type="primary" htmlType="submit">
          Create product
        </Button>
        <Button htmlType="reset">Reset</Button>
      </Flex>
    </Form>
  );
}
