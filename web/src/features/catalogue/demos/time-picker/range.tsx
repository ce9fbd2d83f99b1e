import { Flex, TimePicker, Typography } from 'antd';
import dayjs from 'dayjs';

const at = (time: string) => dayjs(`2026-03-02T${time}`);

const HOURS = [
  { days: 'Monday to Friday', open: at('09:00'), close: at('18:30') },
  { days: 'Saturday', open: at('10:00'), close: at('16:00') },
];

export default function TimePickerRange() {
  return (
    <Flex vertical gap="small">
      {HOURS.map(({ days, open, close }) => (
        <Flex key={days} gap="small" align="center" wrap>
          <Typography.Text style={{ minWidth: 130 }}>{days}</Typography.Text>
          <TimePicker.RangePicker
            aria-label={`Opening hours, ${days}`}
            format="HH:mm"
            minuteStep={15}
            defaultValue={[open, close]}
          />
        </Flex>
      ))}
    </Flex>
  );
}
