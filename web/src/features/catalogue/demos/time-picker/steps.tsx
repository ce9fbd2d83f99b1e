import { Flex, TimePicker } from 'antd';

export default function TimePickerSteps() {
  return (
    <Flex gap="small" wrap>
      <TimePicker
        aria-label="Delivery slot, every 15 minutes"
        format="HH:mm"
        minuteStep={15}
        placeholder="Slot start"
      />
      <TimePicker
        aria-label="Meeting with Jonas Weber, every 2 hours"
        format="HH:mm"
        hourStep={2}
        minuteStep={30}
        placeholder="Meeting"
      />
    </Flex>
  );
}
