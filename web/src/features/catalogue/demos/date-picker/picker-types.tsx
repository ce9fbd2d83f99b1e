import { DatePicker, Flex } from 'antd';

export default function DatePickerPickerTypes() {
  return (
    <Flex vertical gap="middle" align="start">
      <DatePicker picker="week" aria-label="Roster week" placeholder="Roster week" />
      <DatePicker picker="month" aria-label="Invoice month" placeholder="Invoice month" />
      <DatePicker picker="quarter" aria-label="Tax quarter" placeholder="Tax quarter" />
      <DatePicker picker="year" aria-label="Fiscal year" placeholder="Fiscal year" />
      <DatePicker.RangePicker picker="month" aria-label="Budget months" />
    </Flex>
  );
}
