import { Button, Flex, Result, Segmented } from 'antd';
import { useState } from 'react';

const PAGES = {
  403: { title: '403', subTitle: 'You need the Finance role to see payouts.' },
  404: { title: '404', subTitle: 'Order #9999 does not exist or was deleted.' },
  500: { title: '500', subTitle: 'Something went wrong on our side. Try again in a minute.' },
};

type Code = keyof typeof PAGES;

export default function ResultExceptions() {
  const [code, setCode] = useState<Code>(404);
  return (
    <Flex vertical gap="middle" align="center">
      <Segmented<Code> aria-label="Status code" value={code} onChange={setCode} options={[403, 404, 500]} />
      <Result
        status={code}
        {...PAGES[code]}
        extra={<Button type="primary">Back to dashboard</Button>}
        // The illustration is 250 px wide: scaled down, it fits a phone-width card.
        styles={{ root: { paddingInline: 0 }, icon: { zoom: 0.8 } }}
      />
    </Flex>
  );
}
