import {
  AppstoreOutlined,
  BellOutlined,
  CheckCircleFilled,
  HomeOutlined,
  SmileOutlined,
  StarFilled,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import {
  Alert,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Checkbox,
  Divider,
  Empty,
  Flex,
  Input,
  InputNumber,
  Pagination,
  Progress,
  Radio,
  Rate,
  Result,
  Select,
  Skeleton,
  Slider,
  Spin,
  Statistic,
  Steps,
  Switch,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { SimpleBars, SimpleLine, SimpleMapIcon, WIREFRAMES } from './preview-shapes';

/**
 * The little picture on each index card: a few real antd components at small size (this chunk is fetched after
 * the cards are drawn), or a simple drawing for what does not fit in a card (menus, overlays, layouts).
 */
const PREVIEWS: Record<string, () => ReactNode> = {
  button: () => (
    <Flex gap={6}>
      <Button size="small" type="primary">
        Save
      </Button>
      <Button size="small">Cancel</Button>
    </Flex>
  ),
  icon: () => (
    <Flex gap={10} style={{ fontSize: 20 }}>
      <HomeOutlined />
      <UserOutlined />
      <BellOutlined />
      <StarFilled />
    </Flex>
  ),
  typography: () => (
    <div>
      <Typography.Text strong>Aa</Typography.Text> <Typography.Text type="secondary">Text</Typography.Text>{' '}
      <Typography.Text code>code</Typography.Text>
    </div>
  ),
  divider: () => (
    <div style={{ width: '80%' }}>
      <Divider plain style={{ margin: 0 }}>
        Divider
      </Divider>
    </div>
  ),
  breadcrumb: () => (
    <Breadcrumb items={[{ title: <HomeOutlined /> }, { title: 'Shop' }, { title: 'Orders' }]} />
  ),
  pagination: () => <Pagination size="small" total={50} simple />,
  steps: () => (
    <Steps
      size="small"
      current={1}
      style={{ width: '90%' }}
      items={[{ title: '' }, { title: '' }, { title: '' }]}
    />
  ),
  'auto-complete': () => <Input size="small" value="Auro|" readOnly style={{ width: 140 }} />,
  checkbox: () => (
    <Flex gap={8}>
      <Checkbox checked>Paid</Checkbox>
      <Checkbox>Shipped</Checkbox>
    </Flex>
  ),
  'date-picker': () => <Input size="small" value="2026-11-25" readOnly style={{ width: 130 }} />,
  'time-picker': () => <Input size="small" value="09:30" readOnly style={{ width: 100 }} />,
  input: () => <Input size="small" placeholder="Product name" style={{ width: 150 }} />,
  'input-number': () => <InputNumber size="small" value={3} style={{ width: 90 }} />,
  mentions: () => <Input size="small" value="@Mina" readOnly style={{ width: 120 }} />,
  radio: () => (
    <Radio.Group
      size="small"
      value="a"
      optionType="button"
      options={['a', 'b', 'c'].map((v) => ({ value: v, label: v.toUpperCase() }))}
    />
  ),
  rate: () => <Rate disabled defaultValue={4} style={{ fontSize: 14 }} />,
  select: () => (
    <Select
      size="small"
      value="lamps"
      options={[{ value: 'lamps', label: 'Lamps' }]}
      style={{ width: 120 }}
    />
  ),
  cascader: () => (
    <Select
      size="small"
      value="eu"
      options={[{ value: 'eu', label: 'Europe / Lyon' }]}
      style={{ width: 140 }}
    />
  ),
  'tree-select': () => (
    <Select
      size="small"
      value="t"
      options={[{ value: 't', label: 'Home › Lighting' }]}
      style={{ width: 140 }}
    />
  ),
  slider: () => <Slider defaultValue={40} style={{ width: 140 }} />,
  switch: () => (
    <Flex gap={8}>
      <Switch size="small" checked />
      <Switch size="small" />
    </Flex>
  ),
  upload: () => (
    <Button size="small" icon={<UploadOutlined />}>
      Upload
    </Button>
  ),
  avatar: () => (
    <Avatar.Group>
      <Avatar style={{ background: '#3e79f7' }}>M</Avatar>
      <Avatar style={{ background: '#04d182' }}>J</Avatar>
      <Avatar style={{ background: '#fa8c16' }}>A</Avatar>
    </Avatar.Group>
  ),
  badge: () => (
    <Badge count={5}>
      <Avatar shape="square" icon={<BellOutlined />} />
    </Badge>
  ),
  empty: () => (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} styles={{ image: { height: 36 } }} />
  ),
  statistic: () => <Statistic value={24890} prefix="$" valueStyle={{ fontSize: 20 }} />,
  tag: () => (
    <Flex gap={4}>
      <Tag color="green">Paid</Tag>
      <Tag color="blue">New</Tag>
    </Flex>
  ),
  timeline: () => (
    <Timeline
      style={{ marginBlockStart: 12 }}
      items={[{ content: 'Placed' }, { content: 'Shipped', color: 'green' }]}
    />
  ),
  alert: () => <Alert type="success" showIcon title="Saved" style={{ padding: '2px 10px' }} />,
  progress: () => <Progress percent={68} size="small" style={{ width: 150 }} />,
  result: () => (
    <Result status="success" icon={<CheckCircleFilled style={{ fontSize: 32 }} />} style={{ padding: 0 }} />
  ),
  skeleton: () => <Skeleton active paragraph={{ rows: 2 }} title={false} style={{ width: 150 }} />,
  spin: () => <Spin />,
  comment: () => (
    <Flex gap={8} align="center">
      <Avatar size="small" icon={<SmileOutlined />} />
      <Typography.Text>
        <bdi>Looks good!</bdi>
      </Typography.Text>
    </Flex>
  ),
  'apex-charts': () => <SimpleBars />,
  chartjs: () => <SimpleLine />,
  'simple-map': () => <SimpleMapIcon />,
};

export default function Preview({ name }: { name: string }) {
  const draw = PREVIEWS[name] ?? WIREFRAMES[name];
  return draw ? draw() : <AppstoreOutlined style={{ fontSize: 28, opacity: 0.5 }} />;
}
