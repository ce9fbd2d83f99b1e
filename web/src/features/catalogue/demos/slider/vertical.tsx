import { Flex, Slider } from 'antd';

const MARKS = { 0: '0', 20: '20', 50: '50', 100: '100' };

export default function SliderVertical() {
  return (
    <Flex gap="large" style={{ height: 200 }}>
      <Slider
        orientation="vertical"
        ariaLabelForHandle="Low-stock alert, units"
        defaultValue={20}
        marks={MARKS}
      />
      <Slider
        orientation="vertical"
        range
        ariaLabelForHandle={['Reorder from, units', 'Reorder up to, units']}
        defaultValue={[20, 50]}
        marks={MARKS}
      />
    </Flex>
  );
}
