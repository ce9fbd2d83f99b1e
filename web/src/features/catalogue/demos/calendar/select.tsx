import { App, Calendar, type CalendarProps, Flex, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useState } from 'react';
import { CalendarHeader } from '../../../../components/calendar-header';

dayjs.extend(localizedFormat);

export default function CalendarSelect() {
  const { token } = theme.useToken();
  const { message } = App.useApp();
  const [date, setDate] = useState(() => dayjs('2026-03-12'));
  const [panel, setPanel] = useState('');

  const onSelect: CalendarProps<Dayjs>['onSelect'] = (value, { source }) => {
    setDate(value);
    // Changing the month or year in the header also selects a date; only a click on a day books.
    if (source === 'date') message.success(`Delivery of order #1042 booked for ${value.format('LL')}`);
  };
  const onPanelChange: CalendarProps<Dayjs>['onPanelChange'] = (value, mode) =>
    setPanel(mode === 'year' ? value.format('YYYY') : value.format('MMMM YYYY'));

  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 320 }}>
      <Typography.Text>
        Delivery date: <Typography.Text strong>{date.format('LL')}</Typography.Text>
      </Typography.Text>
      <div style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}>
        <Calendar
          fullscreen={false}
          value={date}
          onSelect={onSelect}
          onPanelChange={onPanelChange}
          // The app's header names its selects for screen readers; antd's default one does not.
          headerRender={(props) => <CalendarHeader {...props} fullscreen={false} />}
        />
      </div>
      {panel && <Typography.Text type="secondary">Now showing {panel}</Typography.Text>}
    </Flex>
  );
}
