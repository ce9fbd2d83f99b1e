import { FloatButton, type GetProps, Typography } from 'antd';
import { lazy, useRef } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const BackTopBasic = lazy(() => import('../demos/backtop/basic'));
const BackTopGroup = lazy(() => import('../demos/backtop/group'));
const BackTopProgress = lazy(() => import('../demos/backtop/progress'));
const BackTopSquare = lazy(() => import('../demos/backtop/square'));
const BackTopTooltipBadge = lazy(() => import('../demos/backtop/tooltip-badge'));

type Values = Pick<
  GetProps<typeof FloatButton.BackTop>,
  'type' | 'shape' | 'visibilityHeight' | 'duration' | 'showProgress'
> & { tooltip: string };

const DEFAULTS = { type: 'default', shape: 'circle', visibilityHeight: 400, duration: 450 };
const ORDERS = [1042, 1043, 1044, 1045, 1046, 1047, 1048, 1049, 1050, 1051];
const POSITION = { position: 'absolute', insetInlineEnd: 16, insetBlockEnd: 16 } as const;

const props = ({ tooltip, ...rest }: Values) => ({ ...rest, tooltip: tooltip || undefined });

function BackTopPlayground(v: Values) {
  const boxRef = useRef<HTMLDivElement>(null);
  return (
    <div style={{ position: 'relative', isolation: 'isolate', width: '100%' }}>
      <div
        ref={boxRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
        tabIndex={0}
        style={{ height: 200, overflowY: 'auto', paddingInlineEnd: 72 }}
      >
        {ORDERS.map((order) => (
          <Typography.Paragraph key={order}>Order #{order}</Typography.Paragraph>
        ))}
      </div>
      <FloatButton.BackTop
        {...props(v)}
        target={() => boxRef.current as HTMLElement}
        aria-label="Back to top"
        style={POSITION}
      />
    </div>
  );
}

const SETUP = `const boxRef = useRef<HTMLDivElement>(null);
const orders = [${ORDERS.join(', ')}];`;

export default componentPage({
  name: 'backtop',
  imports: "import { FloatButton } from 'antd';",
  docs: 'https://ant.design/components/float-button',
  note: true,
  playground: playground<Values>({
    controls: [
      { prop: 'visibilityHeight', kind: 'number', initial: 100, min: 0, max: 600, step: 50 },
      { prop: 'type', kind: 'radio', options: ['default', 'primary'], initial: 'primary' },
      { prop: 'shape', kind: 'radio', options: ['circle', 'square'], initial: 'circle' },
      { prop: 'duration', kind: 'number', initial: 450, min: 0, max: 2000, step: 50 },
      { prop: 'showProgress', kind: 'switch', initial: false },
      { prop: 'tooltip', kind: 'text', initial: 'Back to top' },
    ],
    render: (v) => <BackTopPlayground {...v} />,
    code: (v) => {
      const backTop = jsxElement(
        'FloatButton.BackTop',
        {
          ...props(v),
          target: expression('() => boxRef.current as HTMLElement'),
          'aria-label': 'Back to top',
          style: POSITION,
        },
        { defaults: DEFAULTS, indent: '  ' },
      );
      return demoModule({
        imports: { antd: ['FloatButton', 'Typography'], react: ['useRef'] },
        setup: SETUP,
        jsx: `<div style={{ position: 'relative', isolation: 'isolate' }}>
  <div ref={boxRef} tabIndex={0} style={{ height: 200, overflowY: 'auto', paddingInlineEnd: 72 }}>
    {orders.map((order) => (
      <Typography.Paragraph key={order}>Order #{order}</Typography.Paragraph>
    ))}
  </div>
  ${backTop}
</div>`,
      });
    },
  }),
  demos: [
    { key: 'basic', Demo: BackTopBasic, source: () => import('../demos/backtop/basic.tsx?raw') },
    { key: 'progress', Demo: BackTopProgress, source: () => import('../demos/backtop/progress.tsx?raw') },
    { key: 'square', Demo: BackTopSquare, source: () => import('../demos/backtop/square.tsx?raw') },
    { key: 'group', Demo: BackTopGroup, source: () => import('../demos/backtop/group.tsx?raw') },
    {
      key: 'tooltipBadge',
      Demo: BackTopTooltipBadge,
      source: () => import('../demos/backtop/tooltip-badge.tsx?raw'),
    },
  ],
  api: [
    { name: 'target', type: '() => HTMLElement | Window | Document', default: '() => window' },
    { name: 'visibilityHeight', type: 'number', default: '400' },
    { name: 'duration', type: 'number', default: '450' },
    { name: 'showProgress', type: 'boolean', default: 'false' },
    { name: 'onClick', type: '(event: MouseEvent) => void' },
    { name: 'icon', type: 'ReactNode', default: '<VerticalAlignTopOutlined />' },
    { name: 'type', type: "'default' | 'primary'", default: "'default'" },
    { name: 'shape', type: "'circle' | 'square'", default: "'circle'" },
    { name: 'content', type: 'ReactNode' },
    { name: 'tooltip', type: 'ReactNode | TooltipProps' },
    { name: 'badge', type: 'BadgeProps' },
  ],
});
