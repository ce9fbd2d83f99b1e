import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Popconfirm, theme } from 'antd';

export default function PopconfirmCustom() {
  const { token } = theme.useToken();
  return (
    <Popconfirm
      title="Remove Jonas Weber from the Warehouse team?"
      description="He loses access to stock and shipments."
      icon={<QuestionCircleOutlined style={{ color: token.colorError }} />}
      okText="Remove"
      cancelText="Keep"
      okButtonProps={{ danger: true }}
    >
      <Button type="link" danger>
        Remove member
      </Button>
    </Popconfirm>
  );
}
