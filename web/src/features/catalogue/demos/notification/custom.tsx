import { MessageOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Space, theme } from 'antd';

export default function NotificationCustom() {
  const { notification } = App.useApp();
  const { token } = theme.useToken();

  const showChat = () => {
    const key = 'chat-aiko';
    notification.open({
      key,
      icon: <MessageOutlined style={{ color: token.colorPrimary }} />,
      title: 'Aiko Tanaka',
      description: 'Can we ship the Oak side table with order #1044 instead?',
      actions: (
        <Space>
          <Button size="small" onClick={() => notification.destroy(key)}>
            Later
          </Button>
          <Button type="primary" size="small" onClick={() => notification.destroy(key)}>
            Reply
          </Button>
        </Space>
      ),
    });
  };

  const showMention = () =>
    notification.open({
      icon: <Avatar size="small">LM</Avatar>,
      title: 'Lucas Moreau mentioned you',
      description: '“@you the Lyon restock arrives on 14 May 2026.”',
    });

  return (
    <Space wrap>
      <Button onClick={showChat}>Chat with actions</Button>
      <Button onClick={showMention}>Avatar as icon</Button>
    </Space>
  );
}
