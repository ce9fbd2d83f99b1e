import { Flex, TimePicker } from 'antd';
import dayjs from 'dayjs';

const NOON = dayjs('2026-03-02T12:45');

export default function TimePickerFormat() {
  return (
    <Flex gap="small" wrap>
      <TimePicker aria-label="Shift start, 24-hour" format="HH:mm" defaultValue={NOON} />
      <TimePicker aria-label="Shift start, 12-hour" use12Hours format="h:mm a" defaultValue={NOON} />
      <TimePicker aria-label="Hour of the daily report" format="HH" defaultValue={NOON} />
    </Flex>
  );
}
