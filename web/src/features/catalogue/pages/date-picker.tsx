import { DatePicker, type DatePickerProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const DatePickerBasic = lazy(() => import('../demos/date-picker/basic'));
const DatePickerDisabledDate = lazy(() => import('../demos/date-picker/disabled-date'));
const DatePickerPickerTypes = lazy(() => import('../demos/date-picker/picker-types'));
const DatePickerPresets = lazy(() => import('../demos/date-picker/presets'));
const DatePickerRange = lazy(() => import('../demos/date-picker/range'));
const DatePickerSizeStatus = lazy(() => import('../demos/date-picker/size-status'));
const DatePickerWithTime = lazy(() => import('../demos/date-picker/with-time'));

type Values = Pick<
  DatePickerProps,
  'picker' | 'size' | 'variant' | 'placement' | 'allowClear' | 'disabled'
> & {
  showTime: boolean;
};

const DEFAULTS = {
  picker: 'date',
  size: 'middle',
  variant: 'outlined',
  placement: 'bottomLeft',
  allowClear: true,
};

// Time goes with whole dates only.
const props = ({ showTime, ...v }: Values) => ({
  'aria-label': 'Delivery date',
  ...v,
  showTime: v.picker === 'date' && showTime,
});

export default componentPage({
  name: 'date-picker',
  imports: "import { DatePicker, type DatePickerProps } from 'antd';",
  docs: 'https://ant.design/components/date-picker',
  playground: playground<Values>({
    controls: [
      {
        prop: 'picker',
        kind: 'select',
        options: ['date', 'week', 'month', 'quarter', 'year'],
        initial: 'date',
      },
      { prop: 'size', kind: 'radio', options: ['small', 'middle', 'large'], initial: 'middle' },
      {
        prop: 'variant',
        kind: 'select',
        options: ['outlined', 'filled', 'borderless', 'underlined'],
        initial: 'outlined',
      },
      {
        prop: 'placement',
        kind: 'select',
        options: ['bottomLeft', 'bottomRight', 'topLeft', 'topRight'],
        initial: 'bottomLeft',
      },
      { prop: 'showTime', kind: 'switch', initial: false },
      { prop: 'allowClear', kind: 'switch', initial: true },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    // The key draws a new picker when the picker type changes, as its panel and format change with it.
    render: (v) => <DatePicker key={v.picker} {...props(v)} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['DatePicker'] },
        jsx: jsxElement('DatePicker', props(v), { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: DatePickerBasic, source: () => import('../demos/date-picker/basic.tsx?raw') },
    { key: 'range', Demo: DatePickerRange, source: () => import('../demos/date-picker/range.tsx?raw') },
    {
      key: 'withTime',
      Demo: DatePickerWithTime,
      source: () => import('../demos/date-picker/with-time.tsx?raw'),
    },
    { key: 'presets', Demo: DatePickerPresets, source: () => import('../demos/date-picker/presets.tsx?raw') },
    {
      key: 'disabledDate',
      Demo: DatePickerDisabledDate,
      source: () => import('../demos/date-picker/disabled-date.tsx?raw'),
    },
    {
      key: 'pickerTypes',
      Demo: DatePickerPickerTypes,
      source: () => import('../demos/date-picker/picker-types.tsx?raw'),
    },
    {
      key: 'sizeStatus',
      Demo: DatePickerSizeStatus,
      source: () => import('../demos/date-picker/size-status.tsx?raw'),
    },
  ],
  api: [
    { name: 'value', type: 'Dayjs | null' },
    { name: 'onChange', type: '(date: Dayjs, dateString: string) => void' },
    { name: 'picker', type: "'date' | 'week' | 'month' | 'quarter' | 'year'", default: "'date'" },
    { name: 'format', type: 'string | string[] | ((value: Dayjs) => string)', default: "'YYYY-MM-DD'" },
    { name: 'showTime', type: 'boolean | TimePickerProps', default: 'false' },
    { name: 'presets', type: '{ label: ReactNode; value: Dayjs | (() => Dayjs) }[]' },
    { name: 'disabledDate', type: '(current: Dayjs, info: { from?: Dayjs; type: Picker }) => boolean' },
    { name: 'minDate', type: 'Dayjs' },
    { name: 'needConfirm', type: 'boolean' },
    { name: 'allowClear', type: 'boolean | { clearIcon?: ReactNode }', default: 'true' },
    {
      name: 'placement',
      type: "'bottomLeft' | 'bottomRight' | 'topLeft' | 'topRight'",
      default: "'bottomLeft'",
    },
    { name: 'size', type: "'large' | 'middle' | 'small'" },
    { name: 'status', type: "'error' | 'warning'" },
    { name: 'variant', type: "'outlined' | 'borderless' | 'filled' | 'underlined'", default: "'outlined'" },
  ],
});
