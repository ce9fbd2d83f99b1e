import { Flex, TimePicker, Typography } from 'antd';

const range = (start: number, end: number) => Array.from({ length: end - start }, (_, i) => start + i);

/** The Rotterdam warehouse takes pick-ups from 08:00 to 20:00. */
const outsideOpeningHours = () => ({
  disabledHours: () => [...range(0, 8), ...range(21, 24)],
  disabledMinutes: (hour: number) => (hour === 20 ? range(1, 60) : []),
});

export default function TimePickerDisabledTime() {
  return (
    <Flex vertical gap="small" align="flex-start">
      <TimePicker
        aria-label="Pick-up at the Rotterdam warehouse"
        format="HH:mm"
        minuteStep={5}
        disabledTime={outsideOpeningHours}
        placeholder="08:00–20:00"
      />
      <TimePicker
        aria-label="Pick-up, only the allowed hours shown"
        format="HH:mm"
        minuteStep={5}
        disabledTime={outsideOpeningHours}
        hideDisabledOptions
        placeholder="Allowed hours only"
      />
      <Typography.Text type="secondary">Pick-ups from 08:00 to 20:00.</Typography.Text>
    </Flex>
  );
}
