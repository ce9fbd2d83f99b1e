import { DatePicker, Flex } from 'antd';
import dayjs from 'dayjs';

export default function DatePickerWithTime() {
  return (
    <Flex vertical gap="middle" align="start">
      <DatePicker
        aria-label="Pick-up slot"
        showTime={{ format: 'HH:mm', minuteStep: 15 }}
        format="YYYY-MM-DD HH:mm"
        defaultValue={dayjs('2026-03-14 09:30')}
      />
      <DatePicker.RangePicker
        aria-label="Maintenance window"
        showTime={{ format: 'HH:mm' }}
        format="YYYY-MM-DD HH:mm"
        style={{ maxWidth: '100%' }}
      />
    </Flex>
  );
}
