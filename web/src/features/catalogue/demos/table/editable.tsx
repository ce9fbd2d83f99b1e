import { Button, Form, InputNumber, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';

type Product = { key: string; name: string; stock: number; price: number };

type Editable = Pick<Product, 'stock' | 'price'>;

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const initialProducts: Product[] = [
  { key: 'lamp', name: 'Aurora desk lamp', stock: 24, price: 129 },
  { key: 'throw', name: 'Linen throw', stock: 58, price: 59.5 },
  { key: 'table', name: 'Oak side table', stock: 7, price: 189 },
  { key: 'vase', name: 'Ceramic vase', stock: 31, price: 34 },
];

export default function TableEditable() {
  const [form] = Form.useForm<Editable>();
  const [products, setProducts] = useState(initialProducts);
  const [editingKey, setEditingKey] = useState<string | null>(null);

  const edit = (product: Product) => {
    form.setFieldsValue({ stock: product.stock, price: product.price });
    setEditingKey(product.key);
  };
  const save = (values: Editable) => {
    setProducts((all) => all.map((p) => (p.key === editingKey ? { ...p, ...values } : p)));
    setEditingKey(null);
  };

  const columns: TableProps<Product>['columns'] = [
    { title: 'Product', dataIndex: 'name' },
    {
      title: 'Stock',
      dataIndex: 'stock',
      align: 'end',
      render: (stock: number, p) =>
        p.key === editingKey ? (
          <Form.Item name="stock" noStyle rules={[{ required: true }]}>
            <InputNumber min={0} aria-label={`Stock of ${p.name}`} style={{ width: 90 }} />
          </Form.Item>
        ) : (
          stock
        ),
    },
    {
      title: 'Price',
      dataIndex: 'price',
      align: 'end',
      render: (price: number, p) =>
        p.key === editingKey ? (
          <Form.Item name="price" noStyle rules={[{ required: true }]}>
            <InputNumber
              min={0}
              step={0.5}
              prefix="$"
              aria-label={`Price of ${p.name}`}
              style={{ width: 110 }}
            />
          </Form.Item>
        ) : (
          money.format(price)
        ),
    },
    {
      title: 'Action',
      key: 'action',
      render: (_, p) =>
        p.key === editingKey ? (
          <Space size="small">
            <Button type="link" size="small" onClick={() => form.submit()}>
              Save
            </Button>
            <Button type="link" size="small" onClick={() => setEditingKey(null)}>
              Cancel
            </Button>
          </Space>
        ) : (
          <Button type="link" size="small" disabled={editingKey !== null} onClick={() => edit(p)}>
            Edit
          </Button>
        ),
    },
  ];

  return (
    <Form form={form} component={false} onFinish={save}>
      <Table<Product>
        columns={columns}
        dataSource={products}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Form>
  );
}
