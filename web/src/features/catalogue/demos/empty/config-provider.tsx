import { SmileOutlined } from '@ant-design/icons';
import { ConfigProvider, Flex, Select, Table, Typography, theme } from 'antd';

const columns = [
  { title: 'Task', dataIndex: 'task' },
  { title: 'Assignee', dataIndex: 'assignee' },
];

export default function EmptyConfigProvider() {
  const { token } = theme.useToken();
  // One empty state for every select and table inside, instead of setting it on each.
  const renderEmpty = () => (
    <Flex
      vertical
      align="center"
      gap={4}
      style={{ padding: token.paddingSM, color: token.colorTextSecondary }}
    >
      <SmileOutlined style={{ fontSize: 24 }} />
      <Typography.Text type="secondary">All caught up</Typography.Text>
    </Flex>
  );
  return (
    <ConfigProvider renderEmpty={renderEmpty}>
      <Flex vertical gap="medium">
        <Select
          aria-label="Open tasks"
          placeholder="Pick an open task"
          options={[]}
          style={{ width: '100%', maxWidth: 240 }}
        />
        <Table size="small" columns={columns} dataSource={[]} title={() => 'Tasks due today'} />
      </Flex>
    </ConfigProvider>
  );
}
