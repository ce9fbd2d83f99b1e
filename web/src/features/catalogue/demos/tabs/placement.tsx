import { Flex, Radio, Tabs, type TabsProps } from 'antd';
import { useState } from 'react';

type Placement = NonNullable<TabsProps['tabPlacement']>;

const sections = ['Profile', 'Team', 'Billing', 'Notifications'];

export default function TabsPlacement() {
  const [placement, setPlacement] = useState<Placement>('start');
  return (
    <Flex vertical gap="middle">
      <Radio.Group
        value={placement}
        onChange={(e) => setPlacement(e.target.value)}
        optionType="button"
        options={['top', 'end', 'bottom', 'start']}
        aria-label="Tab placement"
      />
      <Tabs
        tabPlacement={placement}
        items={sections.map((section) => ({
          key: section,
          label: section,
          children: `${section} settings of the Atrium shop.`,
        }))}
      />
    </Flex>
  );
}
