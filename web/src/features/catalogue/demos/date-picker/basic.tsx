import { DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

export default function DatePickerBasic() {
  const [date, setDate] = useState<Dayjs | null>(dayjs('2026-03-14'));
  return (
    <Flex vertical gap="small" align="start">
      <DatePicker aria-label="Delivery date" value={date} onChange={setDate} />
      <Typography.Text type="secondary">
        {/* Month and day names follow dayjs's locale, set once by the app. */}
        {date ? `Order #1042 arrives on ${date.format('dddd D MMMM YYYY')}.` : 'No delivery date yet.'}
      </Typography.Text>
    </Flex>
  );
}
