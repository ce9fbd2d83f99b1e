import { Calendar, theme } from 'antd';
import dayjs from 'dayjs';
import { CalendarHeader } from '../../../../components/calendar-header';

export default function CalendarCard() {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        width: '100%',
        maxWidth: 320,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
      }}
    >
      <Calendar
        fullscreen={false}
        defaultValue={dayjs('2026-03-12')}
        // The app's header names its selects for screen readers; antd's default one does not.
        headerRender={(props) => <CalendarHeader {...props} fullscreen={false} />}
      />
    </div>
  );
}
