import { Button, Flex, Timeline } from 'antd';
import { useState } from 'react';

export default function TimelinePendingReverse() {
  const [reverse, setReverse] = useState(false);
  return (
    <Flex vertical gap="middle" align="flex-start">
      <Timeline
        reverse={reverse}
        items={[
          { content: 'Return R-318 requested by Lucas Moreau' },
          { content: 'Return label emailed' },
          { content: 'Parcel received in Lyon' },
          { loading: true, content: 'Inspecting the Oak side table…' },
        ]}
      />
      <Button size="small" onClick={() => setReverse(!reverse)}>
        {reverse ? 'Oldest first' : 'Newest first'}
      </Button>
    </Flex>
  );
}
