import { Flex, Steps } from 'antd';

export default function StepsTypes() {
  return (
    <Flex vertical gap="large">
      <Steps
        type="dot"
        current={2}
        items={[
          { title: 'Picked up', content: 'Lyon' },
          { title: 'Sorted', content: 'Paris hub' },
          { title: 'Out for delivery', content: 'Before 6 pm' },
          { title: 'Delivered' },
        ]}
      />
      <Steps
        type="navigation"
        current={1}
        items={[
          { title: 'Cart', status: 'finish' },
          { title: 'Shipping', status: 'process' },
          { title: 'Payment', status: 'wait' },
        ]}
      />
    </Flex>
  );
}
