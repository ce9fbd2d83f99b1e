import { DollarOutlined } from '@ant-design/icons';
import { Flex, InputNumber, Select, Space } from 'antd';

export default function InputNumberAddons() {
  return (
    <Flex vertical gap="middle" align="start">
      <InputNumber aria-label="Price" prefix={<DollarOutlined />} defaultValue={89} precision={2} />
      {/* Space.Compact with Space.Addon replaces the deprecated addonBefore / addonAfter. */}
      <Space.Compact>
        <Space.Addon>Ships in</Space.Addon>
        <InputNumber aria-label="Ships in (days)" min={1} max={30} defaultValue={3} />
        <Space.Addon>days</Space.Addon>
      </Space.Compact>
      <Space.Compact>
        <Select
          aria-label="Currency"
          defaultValue="EUR"
          options={['USD', 'EUR', 'JPY'].map((code) => ({ value: code, label: code }))}
        />
        <InputNumber aria-label="Amount" defaultValue={320} min={0} />
      </Space.Compact>
    </Flex>
  );
}
