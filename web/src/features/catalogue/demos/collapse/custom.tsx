import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Collapse, type CollapseProps, theme } from 'antd';

export default function CollapseCustom() {
  const { token } = theme.useToken();
  const panel = {
    marginBlockEnd: token.marginSM,
    background: token.colorFillAlter,
    borderRadius: token.borderRadiusLG,
    border: 'none',
  };
  const items: CollapseProps['items'] = [
    {
      key: 'chat',
      label: 'Chat with Aiko Tanaka',
      children: 'Aiko: the Oak side tables arrived, thank you!',
      style: panel,
    },
    {
      key: 'mail',
      label: 'Mail from Lucas Moreau',
      children: 'Lucas asks for an invoice for order #1042.',
      style: panel,
    },
    {
      key: 'task',
      label: 'Task for Chen Jie',
      children: 'Photograph the new Aurora desk lamps by Friday.',
      style: panel,
    },
  ];
  return (
    <Collapse
      bordered={false}
      items={items}
      defaultActiveKey={['chat']}
      style={{ background: token.colorBgContainer }}
      // Plus and minus read the same in both directions, unlike an arrow that has to turn.
      expandIcon={({ isActive }) => (isActive ? <MinusOutlined /> : <PlusOutlined />)}
    />
  );
}
