import { Anchor, type AnchorProps, Flex, Typography } from 'antd';
import { lazy, useRef } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const AnchorContainer = lazy(() => import('../demos/anchor/container'));
const AnchorHorizontal = lazy(() => import('../demos/anchor/horizontal'));
const AnchorNested = lazy(() => import('../demos/anchor/nested'));
const AnchorOnChange = lazy(() => import('../demos/anchor/on-change'));

type Values = Pick<AnchorProps, 'direction' | 'showInkInFixed' | 'targetOffset' | 'bounds'>;

const sections = ['Summary', 'Items', 'Shipping', 'Payment', 'History'];
const items = sections.map((title) => ({ key: title, href: `#order-${title.toLowerCase()}`, title }));

function AnchorPlayground(v: Values) {
  const boxRef = useRef<HTMLDivElement>(null);
  return (
    <Flex vertical={v.direction === 'horizontal'} gap="middle" style={{ width: '100%' }}>
      <Anchor
        direction={v.direction}
        affix={false}
        showInkInFixed={v.showInkInFixed}
        targetOffset={v.targetOffset || undefined}
        bounds={v.bounds}
        getContainer={() => boxRef.current as HTMLElement}
        onClick={(e) => e.preventDefault()}
        items={items}
      />
      <div
        ref={boxRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
        tabIndex={0}
        style={{ flex: 1, minWidth: 0, height: 200, overflowY: 'auto' }}
      >
        {sections.map((title) => (
          <section key={title} id={`order-${title.toLowerCase()}`} style={{ minHeight: 200 }}>
            <Typography.Title level={5} style={{ marginBlockStart: 0 }}>
              {title}
            </Typography.Title>
            <Typography.Paragraph type="secondary">Order #1042</Typography.Paragraph>
          </section>
        ))}
      </div>
    </Flex>
  );
}

const SETUP = `const boxRef = useRef<HTMLDivElement>(null);
const sections = ['Summary', 'Items', 'Shipping', 'Payment', 'History'];
const items = sections.map((title) => ({ key: title, href: \`#order-\${title.toLowerCase()}\`, title }));`;

const BOX = `<div ref={boxRef} tabIndex={0} style={{ flex: 1, minWidth: 0, height: 200, overflowY: 'auto' }}>
  {sections.map((title) => (
    <section key={title} id={\`order-\${title.toLowerCase()}\`} style={{ minHeight: 200 }}>
      <Typography.Title level={5} style={{ marginBlockStart: 0 }}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">Order #1042</Typography.Paragraph>
    </section>
  ))}
</div>`;

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');

export default componentPage({
  name: 'anchor',
  imports: "import { Anchor } from 'antd';",
  docs: 'https://ant.design/components/anchor',
  playground: playground<Values>({
    controls: [
      { prop: 'direction', kind: 'radio', options: ['vertical', 'horizontal'], initial: 'vertical' },
      { prop: 'showInkInFixed', kind: 'switch', initial: true },
      { prop: 'targetOffset', kind: 'number', initial: 0, min: 0, max: 80, step: 8 },
      { prop: 'bounds', kind: 'number', initial: 5, min: 0, max: 100, step: 5 },
    ],
    render: (v) => <AnchorPlayground {...v} />,
    code: (v) => {
      // The attributes in the order `render` passes them.
      const anchor = jsxElement(
        'Anchor',
        {
          direction: v.direction,
          affix: false,
          showInkInFixed: v.showInkInFixed,
          targetOffset: v.targetOffset || undefined,
          bounds: v.bounds,
          getContainer: expression('() => boxRef.current as HTMLElement'),
          onClick: expression('(e) => e.preventDefault()'),
          items: expression('items'),
        },
        { defaults: { direction: 'vertical', affix: true, bounds: 5 } },
      );
      const flex = v.direction === 'horizontal' ? '<Flex vertical gap="middle">' : '<Flex gap="middle">';
      return demoModule({
        imports: { antd: ['Anchor', 'Flex', 'Typography'], react: ['useRef'] },
        setup: SETUP,
        jsx: `${flex}\n${indent(anchor)}\n${indent(BOX)}\n</Flex>`,
      });
    },
  }),
  demos: [
    { key: 'container', Demo: AnchorContainer, source: () => import('../demos/anchor/container.tsx?raw') },
    { key: 'horizontal', Demo: AnchorHorizontal, source: () => import('../demos/anchor/horizontal.tsx?raw') },
    { key: 'nested', Demo: AnchorNested, source: () => import('../demos/anchor/nested.tsx?raw') },
    { key: 'onChange', Demo: AnchorOnChange, source: () => import('../demos/anchor/on-change.tsx?raw') },
  ],
  api: [
    { name: 'items', type: '{ key, href, title, target?, children? }[]' },
    { name: 'direction', type: "'vertical' | 'horizontal'", default: "'vertical'" },
    { name: 'getContainer', type: '() => HTMLElement | Window', default: '() => window' },
    {
      name: 'affix',
      type: "boolean | Omit<AffixProps, 'offsetTop' | 'target' | 'children'>",
      default: 'true',
    },
    { name: 'showInkInFixed', type: 'boolean', default: 'false' },
    { name: 'offsetTop', type: 'number', default: '0' },
    { name: 'targetOffset', type: 'number' },
    { name: 'bounds', type: 'number', default: '5' },
    { name: 'onChange', type: '(currentActiveLink: string) => void' },
    { name: 'onClick', type: '(e: MouseEvent, link: { title: ReactNode; href: string }) => void' },
    { name: 'getCurrentAnchor', type: '(activeLink: string) => string' },
    { name: 'replace', type: 'boolean', default: 'false' },
  ],
});
