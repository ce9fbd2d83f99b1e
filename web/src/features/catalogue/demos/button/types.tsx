import { Button, Flex } from 'antd';

export default function ButtonTypes() {
  return (
    <Flex gap="small" wrap>
      <Button type="primary">Add product</Button>
      <Button>Export CSV</Button>
      <Button type="dashed">Add a variant</Button>
      <Button type="text">Cancel</Button>
      <Button type="link">View invoice</Button>
    </Flex>
  );
}
