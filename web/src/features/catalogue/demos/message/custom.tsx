import { ShoppingCartOutlined, UndoOutlined } from '@ant-design/icons';
import { App, Button, Flex, theme } from 'antd';

export default function MessageCustom() {
  const { message } = App.useApp();
  const { token } = theme.useToken();

  const addToOrder = () =>
    message.open({
      icon: <ShoppingCartOutlined style={{ color: token.colorPrimary }} />,
      content: (
        <span>
          Aurora desk lamp added to <strong>order #1042</strong>
        </span>
      ),
    });

  const archive = () =>
    message.open({
      key: 'archive',
      type: 'success',
      duration: 5,
      content: (
        <Flex gap="small" align="center">
          Oak side table archived
          <Button size="small" type="link" icon={<UndoOutlined />} onClick={() => message.destroy('archive')}>
            Undo
          </Button>
        </Flex>
      ),
    });

  return (
    <Flex gap="small" wrap>
      <Button onClick={addToOrder}>Custom icon</Button>
      <Button onClick={archive}>With an action</Button>
    </Flex>
  );
}
