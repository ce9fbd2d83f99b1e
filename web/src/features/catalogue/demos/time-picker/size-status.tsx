import { Flex, TimePicker } from 'antd';
import dayjs from 'dayjs';

const CUT_OFF = dayjs('2026-03-02T15:00');

export default function TimePickerSizeStatus() {
  return (
    <Flex vertical gap="small" align="flex-start">
      <Flex gap="small" wrap align="center">
        <TimePicker size="large" format="HH:mm" aria-label="Cut-off time, large" defaultValue={CUT_OFF} />
        <TimePicker format="HH:mm" aria-label="Cut-off time, medium" defaultValue={CUT_OFF} />
        <TimePicker size="small" format="HH:mm" aria-label="Cut-off time, small" defaultValue={CUT_OFF} />
      </Flex>
      <Flex gap="small" wrap>
        <TimePicker status="error" format="HH:mm" aria-label="Return deadline" placeholder="Required" />
        <TimePicker
          status="warning"
          format="HH:mm"
          aria-label="Late pick-up"
          defaultValue={dayjs('2026-03-02T19:45')}
        />
        <TimePicker
          variant="filled"
          format="HH:mm"
          aria-label="Lunch break"
          defaultValue={dayjs('2026-03-02T12:30')}
        />
        <TimePicker
          disabled
          format="HH:mm"
          aria-label="Store closing time"
          defaultValue={dayjs('2026-03-02T20:00')}
        />
      </Flex>
    </Flex>
  );
}
