import { App, Button, Flex, Popconfirm, Switch } from 'antd';
import { useState } from 'react';

export default function PopconfirmConditional() {
  const { message } = App.useApp();
  const [ask, setAsk] = useState(true);
  const [open, setOpen] = useState(false);

  const publish = () => {
    setOpen(false);
    message.success('Linen throw is live');
  };

  // Only ask when the setting is on; otherwise the click publishes straight away.
  const onOpenChange = (next: boolean) => {
    if (!next) setOpen(false);
    else if (ask) setOpen(true);
    else publish();
  };

  return (
    <Flex gap="middle" align="center" wrap>
      <Popconfirm
        title="Publish Linen throw?"
        description="It appears on the storefront right away."
        open={open}
        onOpenChange={onOpenChange}
        onConfirm={publish}
        onCancel={() => setOpen(false)}
      >
        <Button type="primary">Publish</Button>
      </Popconfirm>
      <Flex component="label" gap="small" align="center">
        <Switch checked={ask} onChange={setAsk} />
        Ask before publishing
      </Flex>
    </Flex>
  );
}
