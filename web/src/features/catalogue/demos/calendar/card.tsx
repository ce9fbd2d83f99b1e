import { Calendar, theme } from 'antd';
import dayjs from 'dayjs';

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
      <Calendar fullscreen={false} defaultValue={dayjs('2026-03-12')} />
    </div>
  );
}
