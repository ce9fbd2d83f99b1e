import { Switch, type SwitchProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const SwitchBasic = lazy(() => import('../demos/switch/basic'));
const SwitchLoading = lazy(() => import('../demos/switch/loading'));
const SwitchSettingsList = lazy(() => import('../demos/switch/settings-list'));
const SwitchSizeDisabled = lazy(() => import('../demos/switch/size-disabled'));
const SwitchTextIcons = lazy(() => import('../demos/switch/text-icons'));

type Values = Pick<SwitchProps, 'size' | 'disabled' | 'loading'> & {
  checkedChildren: string;
  unCheckedChildren: string;
};

const DEFAULTS = { size: 'medium' };

const props = ({ checkedChildren, unCheckedChildren, ...v }: Values) => ({
  'aria-label': 'Gift wrapping',
  defaultChecked: true,
  checkedChildren: checkedChildren || undefined,
  unCheckedChildren: unCheckedChildren || undefined,
  ...v,
});

export default componentPage({
  name: 'switch',
  imports: "import { Switch } from 'antd';",
  docs: 'https://ant.design/components/switch',
  playground: playground<Values>({
    controls: [
      { prop: 'size', kind: 'radio', options: ['small', 'medium'], initial: 'medium' },
      { prop: 'checkedChildren', kind: 'text', initial: 'On' },
      { prop: 'unCheckedChildren', kind: 'text', initial: 'Off' },
      { prop: 'loading', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => <Switch {...props(v)} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Switch'] },
        jsx: jsxElement('Switch', props(v), { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: SwitchBasic, source: () => import('../demos/switch/basic.tsx?raw') },
    { key: 'textIcons', Demo: SwitchTextIcons, source: () => import('../demos/switch/text-icons.tsx?raw') },
    { key: 'loading', Demo: SwitchLoading, source: () => import('../demos/switch/loading.tsx?raw') },
    {
      key: 'sizeDisabled',
      Demo: SwitchSizeDisabled,
      source: () => import('../demos/switch/size-disabled.tsx?raw'),
    },
    {
      key: 'settingsList',
      Demo: SwitchSettingsList,
      source: () => import('../demos/switch/settings-list.tsx?raw'),
    },
  ],
  api: [
    { name: 'checked', type: 'boolean', default: 'false' },
    { name: 'defaultChecked', type: 'boolean', default: 'false' },
    { name: 'onChange', type: '(checked: boolean, event: Event) => void' },
    { name: 'onClick', type: '(checked: boolean, event: Event) => void' },
    { name: 'checkedChildren', type: 'ReactNode' },
    { name: 'unCheckedChildren', type: 'ReactNode' },
    { name: 'size', type: "'medium' | 'small'", default: "'medium'" },
    { name: 'loading', type: 'boolean', default: 'false' },
    { name: 'disabled', type: 'boolean', default: 'false' },
    { name: 'autoFocus', type: 'boolean', default: 'false' },
  ],
});
