import { DatePicker, type DatePickerProps, Flex } from 'antd';
import dayjs from 'dayjs';

// Shipments leave on working days, from tomorrow.
const noPastOrWeekend: DatePickerProps['disabledDate'] = (current) =>
  current.isBefore(dayjs().add(1, 'day'), 'day') || current.day() === 0 || current.day() === 6;

export default function DatePickerDisabledDate() {
  return (
    <Flex vertical gap="middle" align="start">
      <DatePicker aria-label="Ship on" disabledDate={noPastOrWeekend} placeholder="Ship on" />
      <DatePicker
        aria-label="Campaign end"
        minDate={dayjs('2026-01-01')}
        maxDate={dayjs('2026-12-31')}
        placeholder="Campaign end (2026)"
      />
    </Flex>
  );
}
