import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  ExclamationCircleOutlined,
  RollbackOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { Flex, Tag } from 'antd';

export default function TagStatus() {
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Tag color="success">Paid</Tag>
        <Tag color="processing">Shipped</Tag>
        <Tag color="warning">Pending</Tag>
        <Tag color="error">Cancelled</Tag>
        <Tag color="default">Refunded</Tag>
      </Flex>
      <Flex gap="small" wrap>
        <Tag icon={<CheckCircleOutlined />} color="success">
          Delivered
        </Tag>
        <Tag icon={<SyncOutlined spin />} color="processing">
          Packing
        </Tag>
        <Tag icon={<ClockCircleOutlined />} color="default">
          Awaiting payment
        </Tag>
        <Tag icon={<ExclamationCircleOutlined />} color="warning">
          Address check
        </Tag>
        <Tag icon={<CloseCircleOutlined />} color="error">
          Payment failed
        </Tag>
        <Tag icon={<RollbackOutlined />} color="default" variant="outlined">
          Returned
        </Tag>
      </Flex>
    </Flex>
  );
}
