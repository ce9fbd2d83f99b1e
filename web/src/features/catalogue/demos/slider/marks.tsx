import type { SliderSingleProps } from 'antd';
import { Flex, Slider, Typography } from 'antd';
import { useState } from 'react';

const TIERS: SliderSingleProps['marks'] = {
  1: '1',
  10: '10+',
  50: '50+',
  100: { label: <strong>100+</strong> },
};

const DISCOUNTS: Record<number, string> = { 1: 'list price', 10: '5% off', 50: '10% off', 100: '15% off' };

export default function SliderMarks() {
  const [units, setUnits] = useState(10);
  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 320 }}>
      <Typography.Text>
        Wholesale tier: {units}+ units, {DISCOUNTS[units]}
      </Typography.Text>
      <Slider
        ariaLabelForHandle="Wholesale tier"
        min={1}
        marks={TIERS}
        step={null}
        value={units}
        onChange={setUnits}
        tooltip={{ open: false }}
      />
    </Flex>
  );
}
