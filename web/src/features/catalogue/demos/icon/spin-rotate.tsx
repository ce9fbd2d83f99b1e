import { ArrowUpOutlined, LoadingOutlined, RightOutlined, SyncOutlined } from '@ant-design/icons';
import { Button, Flex, Switch, Typography } from 'antd';
import { useState } from 'react';

export default function IconSpinRotate() {
  const [syncing, setSyncing] = useState(true);
  const [open, setOpen] = useState(false);
  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center" wrap>
        <LoadingOutlined style={{ fontSize: 24 }} />
        <SyncOutlined spin={syncing} style={{ fontSize: 24 }} />
        <Switch checked={syncing} onChange={setSyncing} aria-label="Syncing stock" />
        <Typography.Text>{syncing ? 'Syncing stock…' : 'Stock up to date'}</Typography.Text>
      </Flex>
      <Flex gap="large" wrap>
        {[0, 90, 180, 270].map((angle) => (
          <Flex key={angle} vertical align="center" gap={4}>
            <ArrowUpOutlined rotate={angle} style={{ fontSize: 24 }} />
            <Typography.Text type="secondary">{angle}°</Typography.Text>
          </Flex>
        ))}
      </Flex>
      <div>
        <Button
          type="text"
          icon={<RightOutlined rotate={open ? 90 : 0} />}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          Order #1042 · 3 items
        </Button>
        {open && (
          <Typography.Paragraph style={{ marginBlock: 8, paddingInlineStart: 40 }}>
            Aurora desk lamp, Linen throw, Oak side table
          </Typography.Paragraph>
        )}
      </div>
    </Flex>
  );
}
