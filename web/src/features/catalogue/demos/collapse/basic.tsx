import { Collapse, type CollapseProps } from 'antd';

const items: CollapseProps['items'] = [
  {
    key: 'shipping',
    label: 'When will my order ship?',
    children: 'Orders placed before 14:00 leave the Rotterdam warehouse the same day.',
  },
  {
    key: 'returns',
    label: 'Can I return an item?',
    children: 'Yes, within 30 days and in its original packaging. Refunds reach the card in 3 to 5 days.',
  },
  {
    key: 'payment',
    label: 'Which payment methods do you accept?',
    children: 'Visa, Mastercard, PayPal and bank transfer.',
  },
];

export default function CollapseBasic() {
  return <Collapse items={items} defaultActiveKey={['shipping']} />;
}
