import { DownOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';

export default function ButtonGroup() {
  return (
    <Space wrap>
      <Space.Compact>
        <Button icon={<LeftOutlined />} aria-label="Previous month" />
        <Button>November 2026</Button>
        <Button icon={<RightOutlined />} aria-label="Next month" />
      </Space.Compact>
      <Space.Compact>
        <Button type="primary">Ship order</Button>
        <Dropdown
          menu={{
            items: [
              { key: 'partial', label: 'Ship part of it' },
              { key: 'hold', label: 'Put on hold' },
            ],
          }}
        >
          <Button type="primary" icon={<DownOutlined />} aria-label="More shipping actions" />
        </Dropdown>
      </Space.Compact>
    </Space>
  );
}
