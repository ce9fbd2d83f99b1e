import { FrownOutlined, HeartFilled, MehOutlined, SmileOutlined } from '@ant-design/icons';
import { Flex, Rate, theme } from 'antd';

const FACES = [
  <FrownOutlined key="1" />,
  <FrownOutlined key="2" />,
  <MehOutlined key="3" />,
  <SmileOutlined key="4" />,
  <SmileOutlined key="5" />,
];

export default function RateCustomCharacter() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap="small">
      <Rate
        aria-label="How was your delivery?"
        defaultValue={4}
        character={({ index = 0 }) => FACES[index]}
      />
      <Rate
        aria-label="Add to wishlist"
        defaultValue={3}
        character={<HeartFilled />}
        style={{ color: token.colorError }}
      />
      <Rate aria-label="Price level" count={4} defaultValue={2} character="$" />
      <Rate aria-label="Grade" allowHalf defaultValue={2.5} character="A" style={{ fontSize: 32 }} />
    </Flex>
  );
}
