import { CheckCircleOutlined, ClockCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Timeline, theme } from 'antd';

export default function TimelineColorsIcons() {
  const { token } = theme.useToken();
  return (
    <Timeline
      items={[
        { color: 'green', content: 'Payment captured' },
        { color: 'blue', content: 'Invoice INV-2026-0318 sent to the customer' },
        { color: 'red', content: 'Delivery failed: nobody at the address' },
        { color: 'gray', content: 'Parcel back at the depot' },
        {
          icon: <WarningOutlined style={{ color: token.colorWarning }} />,
          content: 'Customer asked to change the address',
        },
        { icon: <ClockCircleOutlined />, content: 'Second delivery attempt scheduled' },
        {
          icon: <CheckCircleOutlined style={{ color: token.colorSuccess }} />,
          content: 'Delivered to Jonas Weber',
        },
      ]}
    />
  );
}
