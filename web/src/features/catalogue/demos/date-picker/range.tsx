import { DatePicker } from 'antd';
import dayjs from 'dayjs';

export default function DatePickerRange() {
  return (
    <DatePicker.RangePicker
      aria-label="Spring sale"
      defaultValue={[dayjs('2026-03-20'), dayjs('2026-04-05')]}
      style={{ maxWidth: '100%' }}
    />
  );
}
