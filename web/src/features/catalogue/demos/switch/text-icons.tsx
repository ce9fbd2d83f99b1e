import { CheckOutlined, CloseOutlined, EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Flex, Switch } from 'antd';

export default function SwitchTextIcons() {
  return (
    <Flex gap="medium" wrap align="center">
      <Switch aria-label="Gift wrapping" checkedChildren="On" unCheckedChildren="Off" defaultChecked />
      <Switch
        aria-label="Track stock"
        checkedChildren={<CheckOutlined />}
        unCheckedChildren={<CloseOutlined />}
      />
      <Switch
        aria-label="Show in catalogue"
        checkedChildren={<EyeOutlined />}
        unCheckedChildren={<EyeInvisibleOutlined />}
        defaultChecked
      />
      <Switch aria-label="Billing period" checkedChildren="Yearly" unCheckedChildren="Monthly" />
    </Flex>
  );
}
