import { Button, Flex, Segmented, Tooltip, type TooltipProps } from 'antd';
import { useState } from 'react';

type Arrow = 'Show' | 'Hide' | 'Center';

const ARROWS: Record<Arrow, TooltipProps['arrow']> = {
  Show: true,
  Hide: false,
  Center: { pointAtCenter: true },
};

export default function TooltipArrow() {
  const [arrow, setArrow] = useState<Arrow>('Show');
  return (
    <Flex vertical gap="middle" align="flex-start">
      <Segmented<Arrow>
        options={['Show', 'Hide', 'Center']}
        value={arrow}
        onChange={setArrow}
        aria-label="Arrow"
      />
      <Flex gap="small" wrap>
        <Tooltip title="Restock before Friday" placement="topLeft" arrow={ARROWS[arrow]}>
          <Button>Linen throw · 4 left</Button>
        </Tooltip>
        <Tooltip title="Out of stock in Osaka" placement="bottomRight" arrow={ARROWS[arrow]}>
          <Button>Oak side table</Button>
        </Tooltip>
      </Flex>
    </Flex>
  );
}
