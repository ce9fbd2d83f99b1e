import { TimePicker, type TimePickerProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const TimePickerBasic = lazy(() => import('../demos/time-picker/basic'));
const TimePickerDisabledTime = lazy(() => import('../demos/time-picker/disabled-time'));
const TimePickerFormat = lazy(() => import('../demos/time-picker/format'));
const TimePickerRange = lazy(() => import('../demos/time-picker/range'));
const TimePickerSizeStatus = lazy(() => import('../demos/time-picker/size-status'));
const TimePickerSteps = lazy(() => import('../demos/time-picker/steps'));

type Values = Pick<TimePickerProps, 'size' | 'variant' | 'minuteStep' | 'disabled'> & {
  format: string;
  placeholder: string;
};

const DEFAULTS = { format: 'HH:mm:ss', size: 'medium', variant: 'outlined', minuteStep: 1 };

const props = ({ placeholder, ...v }: Values) => ({
  'aria-label': 'Courier pick-up time',
  placeholder: placeholder || undefined,
  ...v,
});

export default componentPage({
  name: 'time-picker',
  imports: "import { TimePicker } from 'antd';\nimport dayjs from 'dayjs';",
  docs: 'https://ant.design/components/time-picker',
  playground: playground<Values>({
    controls: [
      { prop: 'format', kind: 'select', options: ['HH:mm:ss', 'HH:mm', 'h:mm a'], initial: 'HH:mm' },
      { prop: 'minuteStep', kind: 'select', options: [1, 5, 15, 30], initial: 15 },
      { prop: 'size', kind: 'radio', options: ['small', 'medium', 'large'], initial: 'medium' },
      {
        prop: 'variant',
        kind: 'select',
        options: ['outlined', 'filled', 'borderless', 'underlined'],
        initial: 'outlined',
      },
      { prop: 'placeholder', kind: 'text', initial: 'Pick-up time' },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => <TimePicker {...props(v)} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['TimePicker'] },
        jsx: jsxElement('TimePicker', props(v), { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: TimePickerBasic, source: () => import('../demos/time-picker/basic.tsx?raw') },
    { key: 'format', Demo: TimePickerFormat, source: () => import('../demos/time-picker/format.tsx?raw') },
    { key: 'range', Demo: TimePickerRange, source: () => import('../demos/time-picker/range.tsx?raw') },
    { key: 'steps', Demo: TimePickerSteps, source: () => import('../demos/time-picker/steps.tsx?raw') },
    {
      key: 'disabledTime',
      Demo: TimePickerDisabledTime,
      source: () => import('../demos/time-picker/disabled-time.tsx?raw'),
    },
    {
      key: 'sizeStatus',
      Demo: TimePickerSizeStatus,
      source: () => import('../demos/time-picker/size-status.tsx?raw'),
    },
  ],
  api: [
    { name: 'value', type: 'Dayjs | null' },
    { name: 'defaultValue', type: 'Dayjs' },
    { name: 'onChange', type: '(time: Dayjs | null, timeString: string) => void' },
    { name: 'format', type: 'string | string[]', default: "'HH:mm:ss'" },
    { name: 'minuteStep', type: 'number', default: '1' },
    { name: 'disabledTime', type: '(now: Dayjs) => { disabledHours?, disabledMinutes?, disabledSeconds? }' },
    { name: 'hideDisabledOptions', type: 'boolean', default: 'false' },
    { name: 'use12Hours', type: 'boolean', default: 'false' },
    { name: 'needConfirm', type: 'boolean' },
    { name: 'placeholder', type: 'string | [string, string]' },
    { name: 'size', type: "'large' | 'medium' | 'small'", default: "'medium'" },
    { name: 'status', type: "'error' | 'warning'" },
    { name: 'variant', type: "'outlined' | 'borderless' | 'filled' | 'underlined'", default: "'outlined'" },
    { name: 'disabled', type: 'boolean', default: 'false' },
  ],
});
