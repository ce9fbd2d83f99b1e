import { CreditCardOutlined, ShoppingCartOutlined, SmileOutlined, UserOutlined } from '@ant-design/icons';
import { Steps } from 'antd';

export default function StepsIcons() {
  return (
    <Steps
      titlePlacement="vertical"
      items={[
        { title: 'Cart', status: 'finish', icon: <ShoppingCartOutlined /> },
        { title: 'Details', status: 'finish', icon: <UserOutlined /> },
        { title: 'Payment', status: 'process', icon: <CreditCardOutlined /> },
        { title: 'Done', status: 'wait', icon: <SmileOutlined /> },
      ]}
    />
  );
}
