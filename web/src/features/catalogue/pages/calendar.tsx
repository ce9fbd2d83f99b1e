import { Calendar, type CalendarProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy } from 'react';
import { CalendarHeader } from '../../../components/calendar-header';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const CalendarCard = lazy(() => import('../demos/calendar/card'));
const CalendarCustomHeader = lazy(() => import('../demos/calendar/custom-header'));
const CalendarEvents = lazy(() => import('../demos/calendar/events'));
const CalendarSelect = lazy(() => import('../demos/calendar/select'));
const CalendarValidRange = lazy(() => import('../demos/calendar/valid-range'));

/** The starting date is typed as text and handed to dayjs. */
type Values = Pick<CalendarProps<Dayjs>, 'fullscreen' | 'showWeek'> & { defaultValue: string };

const startOf = (text: string) => {
  const date = dayjs(text);
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && date.isValid() ? date : undefined;
};

export default componentPage({
  name: 'calendar',
  imports: "import { Calendar } from 'antd';",
  docs: 'https://ant.design/components/calendar',
  playground: playground<Values>({
    controls: [
      { prop: 'defaultValue', kind: 'text', initial: '2026-03-12' },
      { prop: 'fullscreen', kind: 'switch', initial: false },
      { prop: 'showWeek', kind: 'switch', initial: false },
    ],
    render: (v) => (
      <div style={{ width: '100%' }}>
        {/* A new key starts the calendar again at the new default date. */}
        <Calendar
          key={v.defaultValue}
          defaultValue={startOf(v.defaultValue)}
          fullscreen={v.fullscreen}
          showWeek={v.showWeek}
          headerRender={(props) => <CalendarHeader {...props} fullscreen={v.fullscreen} />}
        />
      </div>
    ),
    code: (v) => {
      const start = startOf(v.defaultValue);
      const jsx = jsxElement(
        'Calendar',
        {
          defaultValue: start && expression(`dayjs('${start.format('YYYY-MM-DD')}')`),
          fullscreen: v.fullscreen,
          showWeek: v.showWeek,
          headerRender: expression(
            `(props) => <CalendarHeader {...props}${v.fullscreen ? '' : ' fullscreen={false}'} />`,
          ),
        },
        { defaults: { fullscreen: true } },
      );
      return demoModule({
        imports: {
          antd: ['Calendar'],
          ...(start && { dayjs: 'dayjs' }),
          // The app's header, whose selects have names (the demos import it from the same place).
          '../../../../components/calendar-header': ['CalendarHeader'],
        },
        jsx,
      });
    },
  }),
  demos: [
    { key: 'events', Demo: CalendarEvents, source: () => import('../demos/calendar/events.tsx?raw') },
    { key: 'card', Demo: CalendarCard, source: () => import('../demos/calendar/card.tsx?raw') },
    { key: 'select', Demo: CalendarSelect, source: () => import('../demos/calendar/select.tsx?raw') },
    {
      key: 'validRange',
      Demo: CalendarValidRange,
      source: () => import('../demos/calendar/valid-range.tsx?raw'),
    },
    {
      key: 'customHeader',
      Demo: CalendarCustomHeader,
      source: () => import('../demos/calendar/custom-header.tsx?raw'),
    },
  ],
  api: [
    { name: 'value', type: 'Dayjs' },
    { name: 'defaultValue', type: 'Dayjs' },
    { name: 'mode', type: "'month' | 'year'", default: "'month'" },
    { name: 'fullscreen', type: 'boolean', default: 'true' },
    { name: 'showWeek', type: 'boolean', default: 'false' },
    { name: 'cellRender', type: '(current: Dayjs, info: { type, originNode, today, locale… }) => ReactNode' },
    {
      name: 'fullCellRender',
      type: '(current: Dayjs, info: { type, originNode, today, locale… }) => ReactNode',
    },
    { name: 'headerRender', type: '(config: { value, type, onChange, onTypeChange }) => ReactNode' },
    { name: 'validRange', type: '[Dayjs, Dayjs]' },
    { name: 'disabledDate', type: '(currentDate: Dayjs) => boolean' },
    {
      name: 'onSelect',
      type: "(date: Dayjs, info: { source: 'year' | 'month' | 'date' | 'customize' }) => void",
    },
    { name: 'onPanelChange', type: "(date: Dayjs, mode: 'month' | 'year') => void" },
    { name: 'onChange', type: '(date: Dayjs) => void' },
  ],
});
