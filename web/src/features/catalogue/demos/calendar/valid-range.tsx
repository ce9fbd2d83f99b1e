import { Calendar, Flex, Typography, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CalendarHeader } from '../../../../components/calendar-header';

/** Pickups run during the spring sale only. */
const SALE: [Dayjs, Dayjs] = [dayjs('2026-03-09').startOf('day'), dayjs('2026-04-19').endOf('day')];

export default function CalendarValidRange() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 320 }}>
      <Typography.Text type="secondary">
        Store pickup: March 9 to April 19, 2026, closed on Sundays.
      </Typography.Text>
      <div style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}>
        <Calendar
          fullscreen={false}
          defaultValue={dayjs('2026-03-12')}
          validRange={SALE}
          disabledDate={(date) => date.day() === 0}
          // The app's header names its selects for screen readers, and offers only the months in range.
          headerRender={(props) => <CalendarHeader {...props} fullscreen={false} validRange={SALE} />}
        />
      </div>
    </Flex>
  );
}
