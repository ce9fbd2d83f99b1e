import { Button, Popover, type PopoverProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const PopoverBasic = lazy(() => import('../demos/popover/basic'));
const PopoverControlled = lazy(() => import('../demos/popover/controlled'));
const PopoverMemberCard = lazy(() => import('../demos/popover/member-card'));
const PopoverPlacements = lazy(() => import('../demos/popover/placements'));
const PopoverTriggers = lazy(() => import('../demos/popover/triggers'));

type Values = Pick<PopoverProps, 'placement' | 'trigger' | 'arrow'> & { title: string; content: string };

const DEFAULTS = { placement: 'top', trigger: 'hover', arrow: true };

const PLACEMENTS = [
  'top',
  'topLeft',
  'topRight',
  'bottom',
  'bottomLeft',
  'bottomRight',
  'left',
  'leftTop',
  'leftBottom',
  'right',
  'rightTop',
  'rightBottom',
];

/** The props as written in code: empty text is left out. */
const codeProps = (v: Values) => Object.fromEntries(Object.entries(v).filter(([, value]) => value !== ''));

const TRIGGER_TEXT = 'Mina Park';

export default componentPage({
  name: 'popover',
  imports: "import { Popover } from 'antd';",
  docs: 'https://ant.design/components/popover',
  playground: playground<Values>({
    controls: [
      { prop: 'title', kind: 'text', initial: 'Customer since 2024' },
      { prop: 'content', kind: 'text', initial: '14 orders · $2,318.40 spent' },
      { prop: 'placement', kind: 'select', options: PLACEMENTS, initial: 'top' },
      { prop: 'trigger', kind: 'radio', options: ['hover', 'focus', 'click'], initial: 'hover' },
      { prop: 'arrow', kind: 'switch', initial: true },
    ],
    render: (v) => (
      <Popover {...v}>
        <Button>{TRIGGER_TEXT}</Button>
      </Popover>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Button', 'Popover'] },
        jsx: jsxElement('Popover', codeProps(v), {
          children: jsxElement('Button', {}, { children: jsxText(TRIGGER_TEXT), indent: '  ' }),
          defaults: DEFAULTS,
        }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: PopoverBasic, source: () => import('../demos/popover/basic.tsx?raw') },
    {
      key: 'placements',
      Demo: PopoverPlacements,
      source: () => import('../demos/popover/placements.tsx?raw'),
    },
    { key: 'triggers', Demo: PopoverTriggers, source: () => import('../demos/popover/triggers.tsx?raw') },
    {
      key: 'controlled',
      Demo: PopoverControlled,
      source: () => import('../demos/popover/controlled.tsx?raw'),
    },
    {
      key: 'memberCard',
      Demo: PopoverMemberCard,
      source: () => import('../demos/popover/member-card.tsx?raw'),
    },
  ],
  api: [
    { name: 'title', type: 'ReactNode | () => ReactNode' },
    { name: 'content', type: 'ReactNode | () => ReactNode' },
    { name: 'placement', type: 'TooltipPlacement', default: "'top'" },
    { name: 'trigger', type: "'hover' | 'focus' | 'click' | 'contextMenu' | Array", default: "'hover'" },
    { name: 'open', type: 'boolean' },
    { name: 'onOpenChange', type: '(open: boolean) => void' },
    { name: 'arrow', type: 'boolean | { pointAtCenter: boolean }', default: 'true' },
    { name: 'color', type: 'string' },
    { name: 'mouseEnterDelay', type: 'number', default: '0.1' },
    { name: 'mouseLeaveDelay', type: 'number', default: '0.1' },
    { name: 'destroyOnHidden', type: 'boolean', default: 'false' },
    {
      name: 'getPopupContainer',
      type: '(triggerNode: HTMLElement) => HTMLElement',
      default: '() => document.body',
    },
  ],
});
