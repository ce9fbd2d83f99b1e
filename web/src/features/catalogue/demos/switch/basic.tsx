import { Flex, Switch, Typography } from 'antd';
import { useState } from 'react';

export default function SwitchBasic() {
  const [open, setOpen] = useState(true);
  return (
    <Flex gap="small" align="center">
      <Switch id="store-open" checked={open} onChange={setOpen} />
      <label htmlFor="store-open">Store open for orders</label>
      <Typography.Text type={open ? 'success' : 'secondary'}>{open ? 'Open' : 'Closed'}</Typography.Text>
    </Flex>
  );
}
