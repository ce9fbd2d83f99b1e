import { Flex, Tag } from 'antd';

export default function TagBasic() {
  return (
    <Flex gap="small" wrap>
      <Tag>Home decor</Tag>
      <Tag>Lighting</Tag>
      <Tag closable={{ 'aria-label': 'Remove Ships from Lyon' }}>Ships from Lyon</Tag>
      <Tag disabled>Discontinued</Tag>
    </Flex>
  );
}
