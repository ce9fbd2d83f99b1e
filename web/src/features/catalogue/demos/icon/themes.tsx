import {
  BellFilled,
  BellOutlined,
  BellTwoTone,
  HeartFilled,
  HeartOutlined,
  HeartTwoTone,
  HomeFilled,
  HomeOutlined,
  HomeTwoTone,
  ShoppingFilled,
  ShoppingOutlined,
  ShoppingTwoTone,
} from '@ant-design/icons';
import { Flex, Typography } from 'antd';

const label = { width: 72, fontSize: 14 };

export default function IconThemes() {
  return (
    <Flex vertical gap="middle" style={{ fontSize: 24 }}>
      <Flex gap="middle" align="center" wrap>
        <Typography.Text style={label}>Outlined</Typography.Text>
        <HomeOutlined />
        <ShoppingOutlined />
        <BellOutlined />
        <HeartOutlined />
      </Flex>
      <Flex gap="middle" align="center" wrap>
        <Typography.Text style={label}>Filled</Typography.Text>
        <HomeFilled />
        <ShoppingFilled />
        <BellFilled />
        <HeartFilled />
      </Flex>
      <Flex gap="middle" align="center" wrap>
        <Typography.Text style={label}>Two-tone</Typography.Text>
        <HomeTwoTone />
        <ShoppingTwoTone />
        <BellTwoTone />
        <HeartTwoTone twoToneColor="#eb2f96" />
      </Flex>
    </Flex>
  );
}
