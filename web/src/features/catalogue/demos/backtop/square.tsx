import { ArrowUpOutlined } from '@ant-design/icons';
import { FloatButton, Typography } from 'antd';
import { useRef } from 'react';

const members = [
  'Mina Park · Store manager',
  'Jonas Weber · Warehouse, Berlin',
  'Aiko Tanaka · Marketing',
  'Lucas Moreau · Warehouse, Lyon',
  'Chen Jie · Customer support',
  'Sofia Rossi · Finance',
  'Omar Haddad · Photography',
  'Lena Fischer · Customer support',
];

export default function BackTopSquare() {
  const boxRef = useRef<HTMLDivElement>(null);
  return (
    <div style={{ position: 'relative', isolation: 'isolate' }}>
      <div
        ref={boxRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
        tabIndex={0}
        style={{ height: 240, overflowY: 'auto', paddingInlineEnd: 72 }}
      >
        {members.map((member) => (
          <Typography.Paragraph key={member} style={{ minHeight: 56 }}>
            {member}
          </Typography.Paragraph>
        ))}
      </div>
      <FloatButton.BackTop
        target={() => boxRef.current as HTMLElement}
        visibilityHeight={60}
        shape="square"
        icon={<ArrowUpOutlined />}
        content="Top"
        duration={200}
        aria-label="Back to top"
        style={{ position: 'absolute', insetInlineEnd: 16, insetBlockEnd: 16 }}
      />
    </div>
  );
}
