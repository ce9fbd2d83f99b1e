import { Button, ConfigProvider, type ConfigProviderProps, Flex, Input, Select, Switch } from 'antd';
import type { AliasToken } from 'antd/es/theme/interface';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const ConfigProviderAlgorithm = lazy(() => import('../demos/config-provider/algorithm'));
const ConfigProviderComponentSize = lazy(() => import('../demos/config-provider/component-size'));
const ConfigProviderComponentTokens = lazy(() => import('../demos/config-provider/component-tokens'));
const ConfigProviderInheritedLocale = lazy(() => import('../demos/config-provider/inherited-locale'));
const ConfigProviderRtl = lazy(() => import('../demos/config-provider/rtl'));
const ConfigProviderTheme = lazy(() => import('../demos/config-provider/theme'));

type Values = Pick<ConfigProviderProps, 'componentSize' | 'variant' | 'componentDisabled'> &
  Pick<AliasToken, 'colorPrimary' | 'borderRadius'>;

const DEFAULTS = { componentSize: 'middle', variant: 'outlined' };

const STATUSES = [
  { value: 'paid', label: 'Paid' },
  { value: 'shipped', label: 'Shipped' },
];

const props = ({ colorPrimary, borderRadius, ...rest }: Values) => ({
  theme: { token: { colorPrimary, borderRadius } },
  ...rest,
});

const CHILDREN = `<Flex gap="small" wrap>
  <Input placeholder="Customer" aria-label="Customer" style={{ width: 160 }} />
  <Select
    aria-label="Status"
    defaultValue="paid"
    options={[
      { value: 'paid', label: 'Paid' },
      { value: 'shipped', label: 'Shipped' },
    ]}
    style={{ width: 120 }}
  />
  <Switch defaultChecked aria-label="Notify the customer" />
  <Button type="primary">Save order</Button>
</Flex>`;

export default componentPage({
  name: 'config-provider',
  imports: "import { ConfigProvider } from 'antd';",
  docs: 'https://ant.design/components/config-provider',
  playground: playground<Values>({
    controls: [
      {
        prop: 'colorPrimary',
        kind: 'select',
        options: ['#1677ff', '#7c3aed', '#13a8a8', '#d4380d', '#eb2f96'],
        initial: '#7c3aed',
      },
      { prop: 'borderRadius', kind: 'number', initial: 12, min: 0, max: 20, step: 2 },
      { prop: 'componentSize', kind: 'radio', options: ['small', 'middle', 'large'], initial: 'middle' },
      {
        prop: 'variant',
        kind: 'select',
        options: ['outlined', 'filled', 'borderless', 'underlined'],
        initial: 'outlined',
      },
      { prop: 'componentDisabled', kind: 'switch', initial: false },
    ],
    render: (v) => (
      <ConfigProvider {...props(v)}>
        <Flex gap="small" wrap>
          <Input placeholder="Customer" aria-label="Customer" style={{ width: 160 }} />
          <Select aria-label="Status" defaultValue="paid" options={STATUSES} style={{ width: 120 }} />
          <Switch defaultChecked aria-label="Notify the customer" />
          <Button type="primary">Save order</Button>
        </Flex>
      </ConfigProvider>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Button', 'ConfigProvider', 'Flex', 'Input', 'Select', 'Switch'] },
        jsx: jsxElement('ConfigProvider', props(v), { defaults: DEFAULTS, children: CHILDREN }),
      }),
  }),
  demos: [
    {
      key: 'theme',
      Demo: ConfigProviderTheme,
      source: () => import('../demos/config-provider/theme.tsx?raw'),
    },
    {
      key: 'componentSize',
      Demo: ConfigProviderComponentSize,
      source: () => import('../demos/config-provider/component-size.tsx?raw'),
    },
    { key: 'rtl', Demo: ConfigProviderRtl, source: () => import('../demos/config-provider/rtl.tsx?raw') },
    {
      key: 'algorithm',
      Demo: ConfigProviderAlgorithm,
      source: () => import('../demos/config-provider/algorithm.tsx?raw'),
    },
    {
      key: 'componentTokens',
      Demo: ConfigProviderComponentTokens,
      source: () => import('../demos/config-provider/component-tokens.tsx?raw'),
    },
    {
      key: 'inheritedLocale',
      Demo: ConfigProviderInheritedLocale,
      source: () => import('../demos/config-provider/inherited-locale.tsx?raw'),
    },
  ],
  api: [
    { name: 'theme', type: 'ThemeConfig' },
    { name: 'componentSize', type: "'small' | 'middle' | 'large'" },
    { name: 'componentDisabled', type: 'boolean' },
    { name: 'variant', type: "'outlined' | 'filled' | 'borderless' | 'underlined'" },
    { name: 'direction', type: "'ltr' | 'rtl'", default: "'ltr'" },
    { name: 'locale', type: 'Locale' },
    { name: 'renderEmpty', type: '(componentName?: string) => ReactNode' },
    {
      name: 'getPopupContainer',
      type: '(triggerNode?: HTMLElement) => HTMLElement | ShadowRoot',
      default: '() => document.body',
    },
    { name: 'getTargetContainer', type: '() => HTMLElement | Window | ShadowRoot', default: '() => window' },
    { name: 'prefixCls', type: 'string', default: "'ant'" },
    { name: 'popupMatchSelectWidth', type: 'boolean | number', default: 'true' },
    { name: 'virtual', type: 'boolean', default: 'true' },
  ],
});
