import { Checkbox, type CheckboxProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const CheckboxBasic = lazy(() => import('../demos/checkbox/basic'));
const CheckboxCheckAll = lazy(() => import('../demos/checkbox/check-all'));
const CheckboxDisabled = lazy(() => import('../demos/checkbox/disabled'));
const CheckboxGroup = lazy(() => import('../demos/checkbox/group'));
const CheckboxPermissionMatrix = lazy(() => import('../demos/checkbox/permission-matrix'));

type Values = Pick<CheckboxProps, 'defaultChecked' | 'indeterminate' | 'disabled'> & { children: string };

const props = ({ children, ...rest }: Values) => rest;

export default componentPage({
  name: 'checkbox',
  imports: "import { Checkbox, type CheckboxProps } from 'antd';",
  docs: 'https://ant.design/components/checkbox',
  playground: playground<Values>({
    controls: [
      { prop: 'children', kind: 'text', initial: 'Gift wrap this order' },
      { prop: 'defaultChecked', kind: 'switch', initial: false },
      { prop: 'indeterminate', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    // defaultChecked is read once: the key draws a new checkbox when it changes.
    render: (v) => (
      <Checkbox key={String(v.defaultChecked)} {...props(v)}>
        {v.children}
      </Checkbox>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Checkbox'] },
        jsx: jsxElement('Checkbox', props(v), { children: jsxText(v.children) }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: CheckboxBasic, source: () => import('../demos/checkbox/basic.tsx?raw') },
    { key: 'group', Demo: CheckboxGroup, source: () => import('../demos/checkbox/group.tsx?raw') },
    { key: 'checkAll', Demo: CheckboxCheckAll, source: () => import('../demos/checkbox/check-all.tsx?raw') },
    { key: 'disabled', Demo: CheckboxDisabled, source: () => import('../demos/checkbox/disabled.tsx?raw') },
    {
      key: 'permissionMatrix',
      Demo: CheckboxPermissionMatrix,
      source: () => import('../demos/checkbox/permission-matrix.tsx?raw'),
    },
  ],
  api: [
    { name: 'checked', type: 'boolean', default: 'false' },
    { name: 'defaultChecked', type: 'boolean', default: 'false' },
    { name: 'indeterminate', type: 'boolean', default: 'false' },
    { name: 'disabled', type: 'boolean', default: 'false' },
    { name: 'onChange', type: '(e: CheckboxChangeEvent) => void' },
    { name: 'value', type: 'any' },
    { name: 'autoFocus', type: 'boolean', default: 'false' },
    {
      name: 'options',
      type: 'string[] | number[] | { label: ReactNode; value: string | number; disabled?: boolean }[]',
      default: '[]',
    },
    { name: 'name', type: 'string' },
  ],
});
