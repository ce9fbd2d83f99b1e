import { SyncOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useEffect, useState } from 'react';

export default function ButtonLoading() {
  const [syncing, setSyncing] = useState(false);
  // The sync "finishes" after 2 s; leaving the page stops the timer.
  useEffect(() => {
    if (!syncing) return;
    const timer = setTimeout(() => setSyncing(false), 2000);
    return () => clearTimeout(timer);
  }, [syncing]);
  const sync = () => setSyncing(true);
  return (
    <Flex gap="small" wrap>
      <Button type="primary" loading>
        Saving
      </Button>
      <Button loading={syncing} icon={<SyncOutlined />} onClick={sync}>
        {syncing ? 'Syncing stock…' : 'Sync stock'}
      </Button>
      <Button type="primary" loading={{ delay: 300 }}>
        Loads after 300 ms
      </Button>
    </Flex>
  );
}
