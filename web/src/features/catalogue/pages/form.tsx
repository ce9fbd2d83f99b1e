import { Button, Form, type FormProps, Input, InputNumber } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const FormDependentFields = lazy(() => import('../demos/form/dependent-fields'));
const FormFillValues = lazy(() => import('../demos/form/fill-values'));
const FormLayouts = lazy(() => import('../demos/form/layouts'));
const FormNewProduct = lazy(() => import('../demos/form/new-product'));
const FormOrderLines = lazy(() => import('../demos/form/order-lines'));
const FormValidationMessages = lazy(() => import('../demos/form/validation-messages'));

type Values = Pick<FormProps, 'layout' | 'size' | 'labelAlign' | 'colon' | 'disabled' | 'variant'> & {
  /** A select offers strings: 'true' and 'false' stand for the booleans. */
  requiredMark: 'true' | 'false' | 'optional';
};

const DEFAULTS = {
  layout: 'horizontal',
  size: 'middle',
  labelAlign: 'right',
  variant: 'outlined',
  colon: true,
  requiredMark: true,
};
const STYLE = { width: '100%', maxWidth: 420 };

const props = ({ requiredMark: mark, colon, ...rest }: Values) => ({
  name: 'product',
  ...rest,
  colon,
  requiredMark: mark === 'optional' ? mark : mark === 'true',
  style: STYLE,
});

const FIELDS = `<Form.Item label="Product name" name="name" rules={[{ required: true }]}>
  <Input placeholder="Aurora desk lamp" />
</Form.Item>
<Form.Item label="Price" name="price">
  <InputNumber prefix="$" min={0} precision={2} />
</Form.Item>
<Form.Item label={null}>
  <Button type="primary" htmlType="submit">
    Save
  </Button>
</Form.Item>`;

export default componentPage({
  name: 'form',
  imports: "import { Form, type FormProps } from 'antd';",
  docs: 'https://ant.design/components/form',
  playground: playground<Values>({
    controls: [
      { prop: 'layout', kind: 'radio', options: ['horizontal', 'vertical', 'inline'], initial: 'horizontal' },
      { prop: 'size', kind: 'radio', options: ['small', 'middle', 'large'], initial: 'middle' },
      { prop: 'labelAlign', kind: 'radio', options: ['left', 'right'], initial: 'right' },
      { prop: 'requiredMark', kind: 'select', options: ['true', 'false', 'optional'], initial: 'true' },
      {
        prop: 'variant',
        kind: 'select',
        options: ['outlined', 'filled', 'borderless', 'underlined'],
        initial: 'outlined',
      },
      { prop: 'colon', kind: 'switch', initial: true },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => (
      <Form {...props(v)}>
        <Form.Item label="Product name" name="name" rules={[{ required: true }]}>
          <Input placeholder="Aurora desk lamp" />
        </Form.Item>
        <Form.Item label="Price" name="price">
          <InputNumber prefix="$" min={0} precision={2} />
        </Form.Item>
        <Form.Item label={null}>
          <Button type="primary" htmlType="submit">
            Save
          </Button>
        </Form.Item>
      </Form>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Button', 'Form', 'Input', 'InputNumber'] },
        jsx: jsxElement('Form', props(v), { children: FIELDS, defaults: DEFAULTS }),
      }),
  }),
  demos: [
    {
      key: 'validationMessages',
      Demo: FormValidationMessages,
      source: () => import('../demos/form/validation-messages.tsx?raw'),
    },
    { key: 'layouts', Demo: FormLayouts, source: () => import('../demos/form/layouts.tsx?raw') },
    { key: 'newProduct', Demo: FormNewProduct, source: () => import('../demos/form/new-product.tsx?raw') },
    { key: 'orderLines', Demo: FormOrderLines, source: () => import('../demos/form/order-lines.tsx?raw') },
    {
      key: 'dependentFields',
      Demo: FormDependentFields,
      source: () => import('../demos/form/dependent-fields.tsx?raw'),
    },
    { key: 'fillValues', Demo: FormFillValues, source: () => import('../demos/form/fill-values.tsx?raw') },
  ],
  api: [
    { name: 'layout', type: "'horizontal' | 'vertical' | 'inline'", default: "'horizontal'" },
    { name: 'labelCol', type: 'ColProps' },
    { name: 'labelAlign', type: "'left' | 'right'", default: "'right'" },
    { name: 'colon', type: 'boolean', default: 'true' },
    {
      name: 'requiredMark',
      type: "boolean | 'optional' | ((label: ReactNode, info: { required: boolean }) => ReactNode)",
      default: 'true',
    },
    { name: 'size', type: "'small' | 'middle' | 'large'" },
    { name: 'variant', type: "'outlined' | 'borderless' | 'filled' | 'underlined'", default: "'outlined'" },
    { name: 'disabled', type: 'boolean', default: 'false' },
    { name: 'form', type: 'FormInstance' },
    { name: 'initialValues', type: 'object' },
    { name: 'validateMessages', type: 'ValidateMessages' },
    { name: 'scrollToFirstError', type: 'boolean | ScrollFocusOptions', default: 'false' },
    { name: 'onFinish', type: '(values) => void' },
    { name: 'onValuesChange', type: '(changedValues, allValues) => void' },
  ],
});
