import { DatePicker, type TimeRangePickerProps } from 'antd';
import dayjs from 'dayjs';

const PRESETS: TimeRangePickerProps['presets'] = [
  { label: 'Today', value: [dayjs().startOf('day'), dayjs().endOf('day')] },
  { label: 'Last 7 days', value: [dayjs().subtract(6, 'day'), dayjs()] },
  { label: 'Last 30 days', value: [dayjs().subtract(29, 'day'), dayjs()] },
  { label: 'This month', value: [dayjs().startOf('month'), dayjs().endOf('month')] },
  {
    label: 'Last month',
    value: [dayjs().subtract(1, 'month').startOf('month'), dayjs().subtract(1, 'month').endOf('month')],
  },
];

export default function DatePickerPresets() {
  return (
    <DatePicker.RangePicker aria-label="Sales report period" presets={PRESETS} style={{ maxWidth: '100%' }} />
  );
}
