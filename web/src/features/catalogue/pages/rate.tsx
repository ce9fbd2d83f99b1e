import { Rate, type RateProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const RateBasic = lazy(() => import('../demos/rate/basic'));
const RateClearDisabled = lazy(() => import('../demos/rate/clear-disabled'));
const RateCustomCharacter = lazy(() => import('../demos/rate/custom-character'));
const RateHalf = lazy(() => import('../demos/rate/half'));
const RateReadOnly = lazy(() => import('../demos/rate/read-only'));
const RateTooltips = lazy(() => import('../demos/rate/tooltips'));

type Values = Pick<RateProps, 'count' | 'allowHalf' | 'allowClear' | 'disabled' | 'size'> & {
  character: string;
};

const DEFAULTS = { count: 5, size: 'medium', allowClear: true };

const props = ({ character, ...v }: Values) => ({
  'aria-label': 'Rate the Linen throw',
  defaultValue: 3,
  ...v,
  character: character || undefined,
});

export default componentPage({
  name: 'rate',
  imports: "import { Rate } from 'antd';",
  docs: 'https://ant.design/components/rate',
  playground: playground<Values>({
    controls: [
      { prop: 'count', kind: 'number', initial: 5, min: 1, max: 10 },
      { prop: 'size', kind: 'radio', options: ['small', 'medium', 'large'], initial: 'medium' },
      { prop: 'character', kind: 'text', initial: '' },
      { prop: 'allowHalf', kind: 'switch', initial: false },
      { prop: 'allowClear', kind: 'switch', initial: true },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => <Rate {...props(v)} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Rate'] },
        jsx: jsxElement('Rate', props(v), { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: RateBasic, source: () => import('../demos/rate/basic.tsx?raw') },
    { key: 'half', Demo: RateHalf, source: () => import('../demos/rate/half.tsx?raw') },
    {
      key: 'customCharacter',
      Demo: RateCustomCharacter,
      source: () => import('../demos/rate/custom-character.tsx?raw'),
    },
    { key: 'tooltips', Demo: RateTooltips, source: () => import('../demos/rate/tooltips.tsx?raw') },
    { key: 'readOnly', Demo: RateReadOnly, source: () => import('../demos/rate/read-only.tsx?raw') },
    {
      key: 'clearDisabled',
      Demo: RateClearDisabled,
      source: () => import('../demos/rate/clear-disabled.tsx?raw'),
    },
  ],
  api: [
    { name: 'value', type: 'number' },
    { name: 'defaultValue', type: 'number', default: '0' },
    { name: 'onChange', type: '(value: number) => void' },
    { name: 'count', type: 'number', default: '5' },
    { name: 'allowHalf', type: 'boolean', default: 'false' },
    { name: 'allowClear', type: 'boolean', default: 'true' },
    { name: 'character', type: 'ReactNode | (RateProps) => ReactNode', default: '<StarFilled />' },
    { name: 'tooltips', type: '(TooltipProps | string)[]' },
    { name: 'size', type: "'small' | 'medium' | 'large'", default: "'medium'" },
    { name: 'disabled', type: 'boolean', default: 'false' },
    { name: 'keyboard', type: 'boolean', default: 'true' },
    { name: 'onHoverChange', type: '(value: number) => void' },
  ],
});
