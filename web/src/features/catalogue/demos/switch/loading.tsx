import { App, Flex, Switch } from 'antd';
import { useEffect, useRef, useState } from 'react';

export default function SwitchLoading() {
  const { message } = App.useApp();
  const [published, setPublished] = useState(false);
  const [saving, setSaving] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const publish = (checked: boolean) => {
    setSaving(true);
    // Stands in for the request that saves the product.
    timer.current = setTimeout(() => {
      setPublished(checked);
      setSaving(false);
      message.success(checked ? 'Aurora desk lamp is live' : 'Aurora desk lamp is hidden');
    }, 1200);
  };

  return (
    <Flex gap="small" align="center">
      <Switch id="publish-lamp" checked={published} loading={saving} onChange={publish} />
      <label htmlFor="publish-lamp">Publish “Aurora desk lamp”</label>
    </Flex>
  );
}
