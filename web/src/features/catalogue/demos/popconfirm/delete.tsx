import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Flex, Popconfirm, Typography } from 'antd';

export default function PopconfirmDelete() {
  const { message } = App.useApp();
  return (
    <Flex justify="space-between" align="center" gap="small" wrap style={{ width: '100%', maxWidth: 320 }}>
      <Typography.Text>Oak side table · $189.00</Typography.Text>
      <Popconfirm
        title="Delete Oak side table?"
        description="Past orders keep their lines, but it cannot be undone."
        okButtonProps={{ danger: true }}
        onConfirm={() => message.success('Oak side table deleted')}
      >
        <Button danger icon={<DeleteOutlined />}>
          Delete
        </Button>
      </Popconfirm>
    </Flex>
  );
}
