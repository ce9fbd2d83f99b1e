import { Button, Tooltip, type TooltipProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const TooltipArrow = lazy(() => import('../demos/tooltip/arrow'));
const TooltipBasic = lazy(() => import('../demos/tooltip/basic'));
const TooltipColors = lazy(() => import('../demos/tooltip/colors'));
const TooltipDisabled = lazy(() => import('../demos/tooltip/disabled'));
const TooltipLongText = lazy(() => import('../demos/tooltip/long-text'));
const TooltipPlacements = lazy(() => import('../demos/tooltip/placements'));

type Values = Pick<TooltipProps, 'placement' | 'trigger' | 'arrow' | 'mouseEnterDelay'> & { title: string };

const DEFAULTS = { placement: 'top', trigger: 'hover', arrow: true, mouseEnterDelay: 0.1 };

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

const TRIGGER_TEXT = 'Archive order';

export default componentPage({
  name: 'tooltip',
  imports: "import { Tooltip } from 'antd';",
  docs: 'https://ant.design/components/tooltip',
  playground: playground<Values>({
    controls: [
      { prop: 'title', kind: 'text', initial: 'Moves #1042 out of the active list' },
      { prop: 'placement', kind: 'select', options: PLACEMENTS, initial: 'top' },
      { prop: 'trigger', kind: 'radio', options: ['hover', 'focus', 'click'], initial: 'hover' },
      { prop: 'arrow', kind: 'switch', initial: true },
      { prop: 'mouseEnterDelay', kind: 'number', initial: 0.1, min: 0, max: 2, step: 0.1 },
    ],
    render: (v) => (
      <Tooltip {...v}>
        <Button>{TRIGGER_TEXT}</Button>
      </Tooltip>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Button', 'Tooltip'] },
        jsx: jsxElement('Tooltip', codeProps(v), {
          children: jsxElement('Button', {}, { children: jsxText(TRIGGER_TEXT), indent: '  ' }),
          defaults: DEFAULTS,
        }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: TooltipBasic, source: () => import('../demos/tooltip/basic.tsx?raw') },
    {
      key: 'placements',
      Demo: TooltipPlacements,
      source: () => import('../demos/tooltip/placements.tsx?raw'),
    },
    { key: 'arrow', Demo: TooltipArrow, source: () => import('../demos/tooltip/arrow.tsx?raw') },
    { key: 'colors', Demo: TooltipColors, source: () => import('../demos/tooltip/colors.tsx?raw') },
    { key: 'disabled', Demo: TooltipDisabled, source: () => import('../demos/tooltip/disabled.tsx?raw') },
    { key: 'longText', Demo: TooltipLongText, source: () => import('../demos/tooltip/long-text.tsx?raw') },
  ],
  api: [
    { name: 'title', type: 'ReactNode | () => ReactNode' },
    { name: 'placement', type: 'TooltipPlacement', default: "'top'" },
    { name: 'trigger', type: "'hover' | 'focus' | 'click' | 'contextMenu' | Array", default: "'hover'" },
    { name: 'open', type: 'boolean' },
    { name: 'onOpenChange', type: '(open: boolean) => void' },
    { name: 'arrow', type: 'boolean | { pointAtCenter: boolean }', default: 'true' },
    { name: 'color', type: 'string' },
    { name: 'mouseEnterDelay', type: 'number', default: '0.1' },
    { name: 'mouseLeaveDelay', type: 'number', default: '0.1' },
    { name: 'autoAdjustOverflow', type: 'boolean', default: 'true' },
    { name: 'destroyOnHidden', type: 'boolean', default: 'false' },
    {
      name: 'getPopupContainer',
      type: '(triggerNode: HTMLElement) => HTMLElement',
      default: '() => document.body',
    },
    {
      name: 'styles',
      type: 'Record<SemanticDOM, CSSProperties> | (info: { props }) => Record<SemanticDOM, CSSProperties>',
    },
  ],
});
