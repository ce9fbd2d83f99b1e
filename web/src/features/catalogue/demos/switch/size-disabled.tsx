import { Flex, Switch } from 'antd';
import { useState } from 'react';

export default function SwitchSizeDisabled() {
  const [locked, setLocked] = useState(true);
  return (
    <Flex vertical gap="small">
      <Flex gap="medium" align="center">
        <Switch aria-label="Low-stock alert" defaultChecked />
        <Switch aria-label="Low-stock alert, small" size="small" defaultChecked />
        <Switch aria-label="Tax included, set by the administrator" defaultChecked disabled={locked} />
        <Switch aria-label="Reviews, set by the administrator" size="small" disabled={locked} />
      </Flex>
      <Flex gap="small" align="center">
        <Switch id="unlock" size="small" checked={!locked} onChange={(on) => setLocked(!on)} />
        <label htmlFor="unlock">Unlock the administrator's settings</label>
      </Flex>
    </Flex>
  );
}
