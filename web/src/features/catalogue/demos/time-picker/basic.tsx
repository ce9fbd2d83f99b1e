import { Flex, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

export default function TimePickerBasic() {
  const [pickUp, setPickUp] = useState<Dayjs | null>(dayjs('2026-03-02T09:30:00'));
  return (
    <Flex vertical gap="small" align="flex-start">
      <TimePicker aria-label="Courier pick-up time" value={pickUp} onChange={setPickUp} />
      <Typography.Text type="secondary">
        {pickUp ? `The courier comes at ${pickUp.format('HH:mm')} for order #1042.` : 'No pick-up booked.'}
      </Typography.Text>
    </Flex>
  );
}
